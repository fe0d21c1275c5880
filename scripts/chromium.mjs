// Which Chromium the tests and the perf check drive, and the flags it needs here.
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** CHROMIUM_PATH, else Debian's Chromium, else undefined (Playwright's own browser). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
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
