/** What a browser says about being tracked (`navigator`'s fields, named as browsers name them). */
export interface PrivacySignals {
  /** Global Privacy Control: true when the visitor asks sites not to sell or share their data. */
  globalPrivacyControl?: boolean;
  /** Do Not Track: "1" when on ("yes" in older Firefox), otherwise "0", "unspecified" or null. */
  doNotTrack?: string | null;
}

/** The visitor asked not to be tracked, with Global Privacy Control or Do Not Track; either is enough. */
export function visitorOptedOut(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === "1" || signals.doNotTrack === "yes";
}
