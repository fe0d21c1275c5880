/** One line of events.jsonl as checked: its recomputed SHA-256, and whether its prev_hash is the line before's. */
export interface LineCheck {
  hash: string;
  prevHash: string | null;
  eventId: string | null;
  linked: boolean;
}

export interface PackCheck {
  lines: LineCheck[];
  /** 1-based number of the first record whose link fails, or null. */
  brokenAt: number | null;
  head: string | null;
  headMatches: boolean;
  verified: boolean;
}

export const GENESIS_PREV_HASH = "0".repeat(64);

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const stringOrNull = (value: unknown) => (typeof value === "string" ? value : null);

/** A line's prev_hash and event_id, where it is a JSON record that has them. */
export function readRecord(line: string) {
  try {
    const record = Object(JSON.parse(line)) as Record<string, unknown>;
    return { prevHash: stringOrNull(record.prev_hash), eventId: stringOrNull(record.event_id) };
  } catch {
    return { prevHash: null, eventId: null };
  }
}

/** Re-checks the chain with Web Crypto, each line hashed as given (without its newline), and the head against the manifest's. */
export async function verifyPack(lines: readonly string[], manifestHead: string): Promise<PackCheck> {
  const checks: LineCheck[] = [];
  for (const line of lines) {
    const expected = checks.at(-1)?.hash ?? GENESIS_PREV_HASH;
    const record = readRecord(line);
    checks.push({ ...record, hash: await sha256Hex(line), linked: record.prevHash === expected });
  }
  const broken = checks.findIndex((check) => !check.linked);
  const head = checks.at(-1)?.hash ?? null;
  const headMatches = head === manifestHead;
  return {
    lines: checks,
    brokenAt: broken === -1 ? null : broken + 1,
    head,
    headMatches,
    verified: broken === -1 && headMatches,
  };
}

/** The lines of events.jsonl: one record each, the final newline ending the last. */
export const jsonlLines = (text: string) =>
  text.split("\n").filter((line, index, all) => line || index < all.length - 1);
