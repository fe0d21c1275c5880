import { fromBase64, GENESIS_PREV_HASH, hex, leafHash, rootFromInclusion, sha256, verifyNote } from "../../lib/tlog";

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

/** The sample log as loaded: the checkpoint read and its signature checked, once; the proofs by event_id. */
export async function readLog(checkpoint: string, vkey: string, proofs: Record<string, string>) {
  const [, size, root = ""] = checkpoint.split("\n");
  const signature = await verifyNote(checkpoint, vkey);
  return { checkpoint, size: Number(size), root: hex(fromBase64(root)), signature, proofs };
}
export type SampleLog = Awaited<ReturnType<typeof readLog>>;

/** Where a record's tlog-proof leads from its leaf hash, step by step, and what is wrong with it, if anything. */
async function checkInclusion(line: string, eventId: string | null, log: SampleLog) {
  const leaf = await leafHash(line);
  const [head = "", ...checkpoint] = (log.proofs[eventId ?? ""] ?? "").split("\n\n");
  const [format, index = "", ...hashes] = head.split("\n");
  const at = /^index (\d+)$/.exec(index)?.[1];
  const readable = format === "c2sp.org/tlog-proof@v1" && at && hashes.every((hash) => /^[\w+/]{43}=$/.test(hash));
  const same = checkpoint.join("\n\n") === log.checkpoint;
  const found = readable && same ? await rootFromInclusion(Number(at), log.size, leaf, hashes.map(fromBase64)) : null;
  const problem =
    (!readable && "unreadable") || (!same && "otherCheckpoint") || (found?.root !== log.root && "otherRoot");
  const { root = null, steps = [] } = found ?? {};
  return { leaf: hex(leaf), steps, root, logRoot: log.root, problem: problem || null };
}

/** Re-checks the chain, the head against the manifest's and each record's proof against the checkpoint, with Web Crypto. */
export async function verifyPack(lines: readonly string[], manifestHead: string, log: SampleLog) {
  const hashes = await Promise.all(lines.map(async (line) => hex(await sha256(line))));
  const checks = await Promise.all(
    lines.map(async (line, at) => {
      const record = readRecord(line);
      const before = hashes[at - 1] ?? GENESIS_PREV_HASH;
      const inclusion = await checkInclusion(line, record.eventId, log);
      return { ...record, hash: hashes[at]!, before, linked: record.prevHash === before, inclusion };
    }),
  );
  const first = (failed: (check: (typeof checks)[number]) => boolean) => checks.findIndex(failed) + 1 || null;
  const [brokenAt, unproven] = [first((check) => !check.linked), first((check) => !!check.inclusion.problem)];
  const head = hashes.at(-1) ?? null;
  const headMatches = head === manifestHead;
  const verified = !brokenAt && headMatches && log.signature !== "failed" && !unproven;
  return { input: lines, lines: checks, brokenAt, unproven, head, headMatches, signature: log.signature, verified };
}
export type PackCheck = Awaited<ReturnType<typeof verifyPack>>;

/** The lines of events.jsonl: one record each, the final newline ending the last. */
export const jsonlLines = (text: string) =>
  text.split("\n").filter((line, index, all) => line || index < all.length - 1);
