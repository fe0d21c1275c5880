import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The local waitlist collector the e2e build posts to (scripts/waitlist-collector.mjs). */
export const COLLECTOR_PORT = Number(process.env.WAITLIST_TEST_PORT ?? 8790);
export const COLLECTOR_URL = `http://127.0.0.1:${COLLECTOR_PORT}/waitlist`;
export const COLLECTOR_FILE = fileURLToPath(
  new URL(`../../.waitlist-data/e2e-${COLLECTOR_PORT}.jsonl`, import.meta.url),
);

/**
 * The same collector under a name that is not loopback, over HTTPS, for the second e2e
 * build: a Vercel build in `cors` mode, which the build guard only lets through with a
 * real-looking https: address. Chromium resolves the name to 127.0.0.1 (see
 * playwright.config.ts) and takes the test certificate (tests/fixtures/tls), so nothing
 * leaves the machine.
 */
export const COLLECTOR_ALIAS_HOST = "waitlist.test";
export const COLLECTOR_TLS_PORT = Number(process.env.WAITLIST_TEST_TLS_PORT ?? COLLECTOR_PORT + 1);
export const COLLECTOR_TLS_FILES = {
  cert: fileURLToPath(new URL("../fixtures/tls/waitlist.test.crt", import.meta.url)),
  key: fileURLToPath(new URL("../fixtures/tls/waitlist.test.key", import.meta.url)),
};
export const CORS_COLLECTOR_URL = `https://${COLLECTOR_ALIAS_HOST}:${COLLECTOR_TLS_PORT}/waitlist`;

/**
 * Makes the collector answer `status` to this email's sign-ups (and keep none), as a
 * service in trouble would; `undefined` ends it. The control exists only in the e2e
 * collector (WAITLIST_TEST_CONTROL=1), and is per email so parallel tests are unaffected.
 */
export function refuseSignups(email: string, status: number | undefined) {
  return testControl("refuse", { email, status: status === undefined ? "" : String(status) });
}

/** Makes the collector store this email's sign-ups at once but answer `ms` later, as a slow service would. */
export function holdAnswers(email: string, ms: number) {
  return testControl("hold", { email, ms: String(ms) });
}

/** Makes the collector neither store nor answer the next `count` of this email's sign-ups: requests that never got through. */
export function stallSignups(email: string, count: number) {
  return testControl("stall", { email, count: String(count) });
}

async function testControl(name: string, settings: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${COLLECTOR_PORT}/test/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(settings),
  });
  if (response.status !== 204) throw new Error(`the collector's test control answered ${response.status}`);
}

/** Every sign-up the collector stored for this email (tests use unique emails), with the id it came with. */
export function recordsFor(email: string): { id?: string; fields: Record<string, string> }[] {
  if (!existsSync(COLLECTOR_FILE)) return [];
  return readFileSync(COLLECTOR_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id?: string; fields: Record<string, string> })
    .filter((record) => record.fields.email === email);
}

/** The fields of every sign-up the collector stored for this email. */
export function signupsFor(email: string): Record<string, string>[] {
  return recordsFor(email).map((record) => record.fields);
}

export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
