export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  /** "yes" in older Firefox. */
  doNotTrack?: string | null;
}

/** The visitor asked not to be tracked, with Global Privacy Control or Do Not Track; either is enough. */
export function visitorOptedOut(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === "1" || signals.doNotTrack === "yes";
}
