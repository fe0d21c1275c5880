import type { TerminalLine } from "../islands/terminal/TypingTerminal";

/**
 * The SDK session the terminal types out. Delays run from 0 to 22 s in steps of
 * 1 to 2 s (the brief), and each line is short enough to finish before the next
 * starts; the last two lines are invisible filler that holds the height.
 */
export const terminalLog: TerminalLine[] = [
  { delayMs: 0, tone: "command", text: '$ attest.init({ system: "kyc-faceid" })' },
  { delayMs: 2000, tone: "ok", text: "✓ connected · capture pipeline unchanged" },
  { delayMs: 4000, tone: "command", text: '$ consent.check(user, "kyc_verification")' },
  { delayMs: 6000, tone: "ok", text: "✓ consent verified · ttl 15m" },
  { delayMs: 7500, tone: "command", text: '$ events.capture("kyc_verification")' },
  { delayMs: 9500, tone: "ok", text: "✓ evt_8f3a21 recorded · tamper-evident" },
  { delayMs: 11500, tone: "command", text: '$ consent.check(user, "access_control")' },
  { delayMs: 13500, tone: "ok", text: "✓ consent verified · ttl 30m" },
  { delayMs: 15000, tone: "muted", text: "→ user notified · access in activity feed" },
  { delayMs: 17000, tone: "info", text: '✗ blocked · no consent: "marketing"' },
  { delayMs: 18500, tone: "command", text: "$ anchor.batch()" },
  { delayMs: 19500, tone: "ok", text: "✓ 128 hashes anchored · hash-only" },
  { delayMs: 21000, tone: "command", text: '$ reports.export("BIPA")' },
  { delayMs: 22000, tone: "ok", text: "✓ packaged · CSV, JSON, PDF" },
  { delayMs: 22000, tone: "filler", text: "..." },
  { delayMs: 22000, tone: "filler", text: "..." },
];
