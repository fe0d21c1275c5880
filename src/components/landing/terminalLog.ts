import type { TerminalLine } from "../islands/terminal/TypingTerminal";

/**
 * The SDK session the terminal types out. Delays run from 0 to 22 s in steps of
 * 1 to 2 s (the brief); the last two lines are invisible filler that holds the height.
 */
export const terminalLog: TerminalLine[] = [
  { delayMs: 0, tone: "command", text: '$ attest.init({ system: "branch-kyc-faceid" })' },
  { delayMs: 2000, tone: "ok", text: "✓ connected · existing capture pipeline unchanged" },
  { delayMs: 3500, tone: "command", text: '$ consent.check(subject, "kyc_verification")' },
  { delayMs: 5000, tone: "ok", text: "✓ consent verified · ttl 15m" },
  { delayMs: 6500, tone: "command", text: '$ events.capture({ purpose: "kyc_verification" })' },
  { delayMs: 8500, tone: "ok", text: "✓ evt_8f3a21 recorded · purpose-bound · tamper-evident" },
  { delayMs: 10000, tone: "command", text: '$ consent.check(subject, "access_control")' },
  { delayMs: 11500, tone: "ok", text: "✓ consent verified · ttl 30m" },
  { delayMs: 13000, tone: "muted", text: "→ subject notified · access added to activity feed" },
  { delayMs: 14500, tone: "info", text: '✗ evt_8f3a22 blocked · no consent for "marketing"' },
  { delayMs: 16000, tone: "command", text: "$ anchor.batch()" },
  { delayMs: 17500, tone: "ok", text: "✓ 128 event hashes anchored · hash-only, no biometric data" },
  { delayMs: 19000, tone: "command", text: '$ reports.export({ regulation: "BIPA", format: "pdf" })' },
  { delayMs: 20500, tone: "ok", text: "✓ bipa-evidence-2026-q4 packaged · CSV, JSON, PDF" },
  { delayMs: 22000, tone: "filler", text: "..." },
  { delayMs: 22000, tone: "filler", text: "..." },
];
