/** The records of events.jsonl as the verifier reads them: one RFC 8785 line each, chained by prev_hash. */
export const GENESIS_PREV_HASH = "0".repeat(64);

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

/** The lines of events.jsonl: one record each, the final newline ending the last. */
export const jsonlLines = (text: string) =>
  text.split("\n").filter((line, index, all) => line || index < all.length - 1);
