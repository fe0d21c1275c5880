/** What one line of events.jsonl checked out as. */
export interface LineCheck {
  /** SHA-256 (hex) of the line's UTF-8 bytes, recomputed here. */
  hash: string;
  /** The prev_hash the line carries; null when the line is not a JSON record with one. */
  prevHash: string | null;
  eventId: string | null;
  /** Whether prev_hash is the hash of the line before (64 zeros for the first). */
  linked: boolean;
}

export interface PackCheck {
  lines: LineCheck[];
  /** 1-based number of the first record whose link fails, or null. */
  brokenAt: number | null;
  /** The last line's hash: the head to compare with manifest.json's. */
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

/**
 * Re-checks a hash chain of JSON lines with Web Crypto: each line's SHA-256, each record's
 * prev_hash against the line before, and the last line's hash against the manifest's head.
 * The lines are hashed as given, without their newline.
 */
export async function verifyPack(lines: readonly string[], manifestHead: string): Promise<PackCheck> {
  const checks: LineCheck[] = [];
  let expected = GENESIS_PREV_HASH;
  for (const line of lines) {
    const { prevHash, eventId } = readRecord(line);
    const hash = await sha256Hex(line);
    checks.push({ hash, prevHash, eventId, linked: prevHash === expected });
    expected = hash;
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
