/** The visitor asked not to be tracked, with Global Privacy Control or Do Not Track ("yes" in older Firefox). */
export const visitorOptedOut = (signals: { globalPrivacyControl?: boolean; doNotTrack?: string | null }) =>
  signals.globalPrivacyControl === true || signals.doNotTrack === "1" || signals.doNotTrack === "yes";
