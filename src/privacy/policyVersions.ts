/** Every version of the privacy policy's words, oldest first; adding one: EDITING.md, "Change the privacy policy". */
export const POLICY_VERSIONS = [
  { effective: "2026-11-29", fingerprint: "sha256-ha318Jxl1Vy+bDvLa2bp9f7tT2ZK36ISN586uyycsSw=" },
] as const;

export const currentPolicy = POLICY_VERSIONS[POLICY_VERSIONS.length - 1]!;
