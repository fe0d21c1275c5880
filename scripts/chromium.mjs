// Which Chromium the tests and the perf check drive, and the flags it needs here.
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** CHROMIUM_PATH, else Debian's Chromium, else undefined (Playwright's own browser). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

/**
 * What the Playwright suite drives: Debian's headless shell, the same Chromium without its
 * browser UI, as Playwright's own headless runs use (CONTRIBUTING.md, "Testing"); else chromiumPath().
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

// Without the background-networking flags Chromium dials Google's services at every
// start, which a closed network refuses; --no-sandbox because CI runs as root.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
