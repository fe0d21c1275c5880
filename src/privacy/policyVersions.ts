/**
 * Every version of the privacy policy's text, oldest first: "Changes to This Policy" shows the newest's
 * effective date. Each fingerprint is the SHA-256 of the policy's words as built from the committed facts
 * (tests/e2e/privacy-version.spec.ts computes it): change the words, and that test fails until a version
 * with a new date is added here (EDITING.md, "Change the privacy policy").
 */
export const POLICY_VERSIONS = [
  { effective: "2026-11-29", fingerprint: "sha256-ha318Jxl1Vy+bDvLa2bp9f7tT2ZK36ISN586uyycsSw=" },
] as const;

export const currentPolicy = POLICY_VERSIONS[POLICY_VERSIONS.length - 1]!;
