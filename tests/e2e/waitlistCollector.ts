import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The local waitlist collector the e2e build posts to (scripts/waitlist-collector.mjs). */
export const COLLECTOR_PORT = Number(process.env.WAITLIST_TEST_PORT ?? 8790);
export const COLLECTOR_URL = `http://127.0.0.1:${COLLECTOR_PORT}/waitlist`;
export const COLLECTOR_FILE = fileURLToPath(new URL(`../../.waitlist-data/e2e-${COLLECTOR_PORT}.jsonl`, import.meta.url));

/** The fields of every sign-up the collector stored for this email (tests use unique emails). */
export function signupsFor(email: string): Record<string, string>[] {
  if (!existsSync(COLLECTOR_FILE)) return [];
  return readFileSync(COLLECTOR_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { fields: Record<string, string> }).fields)
    .filter((fields) => fields.email === email);
}

export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
