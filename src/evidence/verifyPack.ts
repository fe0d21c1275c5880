import { fromBase64, hex, isBase64Hash, sha256 } from "./bytes";
import { logFiles } from "./logFiles";
import { checkConsistency, leafHash, rootFromInclusion } from "./merkle";
import { GENESIS_PREV_HASH, readRecord } from "./records";
import { signatureLine, verifyNote } from "./signedNote";

/** The log's files as served: the current checkpoint, the older one kept, the consistency proof between them, the proofs by event_id. */
export type LogFiles = Record<"checkpoint" | "old" | "consistency", string> & { proofs: Record<string, string> };

// The same checkpoint: its text and the log's own signature line, whatever other lines (a witness's) it carries.
const logSigned = (note: string, vkey: string) =>
  note.replace(/^— (\S+) .*\n?/gm, (line, by: string) => (vkey.startsWith(`${by}+`) ? line : ""));

/** The sample log as loaded: both checkpoints' signatures and cosignatures, and the consistency proof, checked once. */
export async function readLog(files: LogFiles, vkey: string, witness: string) {
  const read = async (note: string) => {
    const [, size = "", root = ""] = /^[^\n]+\n(\d+)\n([\w+/]{43}=)\n\n/.exec(note) ?? [];
    if (!root) throw new Error("not a checkpoint");
    const [signature, cosignature] = [await verifyNote(note, vkey), await verifyNote(note, witness)];
    return { size: Number(size), root: fromBase64(root), signature, cosignature };
  };
  const [old, current] = [await read(files.old), await read(files.checkpoint)];
  const [head = "", ...rest] = files.consistency.split("\n\n");
  const [oldLine, ...hashes] = head.split("\n");
  const same = logSigned(rest.join("\n\n"), vkey) === logSigned(files.checkpoint, vkey);
  const readable = oldLine === `old ${old.size}` && hashes.every(isBase64Hash) && same;
  const proof = hashes.map(fromBase64);
  const consistency = readable ? await checkConsistency(old.size, current.size, old.root, current.root, proof) : null;
  return { files, vkey, witness, old, current, size: current.size, root: hex(current.root), consistency };
}
export type SampleLog = Awaited<ReturnType<typeof readLog>>;

/** Where a record's tlog-proof leads from its leaf hash, step by step, and what is wrong with it, if anything. */
async function checkInclusion(line: string, eventId: string | null, log: SampleLog) {
  const leaf = await leafHash(line);
  const [head = "", ...checkpoint] = (log.files.proofs[eventId ?? ""] ?? "").split("\n\n");
  const [format, index = "", ...hashes] = head.split("\n");
  const at = /^index (\d+)$/.exec(index)?.[1];
  const readable = format === "c2sp.org/tlog-proof@v1" && at && hashes.every(isBase64Hash);
  const same = logSigned(checkpoint.join("\n\n"), log.vkey) === logSigned(log.files.checkpoint, log.vkey);
  const found = readable && same ? await rootFromInclusion(Number(at), log.size, leaf, hashes.map(fromBase64)) : null;
  const problem: "unreadable" | "otherCheckpoint" | "otherRoot" | false =
    (!readable && "unreadable") || (!same && "otherCheckpoint") || (found?.root !== log.root && "otherRoot");
  const { root = null, steps = [] } = found ?? {};
  return { leaf: hex(leaf), steps, root, logRoot: log.root, problem: problem || null };
}

/** What is wrong with the log itself, the first of: a log signature, the consistency proof, a witness's cosignature, its times. */
type LogProblem = "signatureFailed" | "inconsistent" | "cosignatureMissing" | "cosignatureFailed" | "cosignatureOrder";
function logProblem({ old, current, consistency }: SampleLog): LogProblem | null {
  const results = (key: "signature" | "cosignature") => old[key].result + current[key].result;
  if (/failed|missing/.test(results("signature"))) return "signatureFailed";
  if (!consistency?.ok) return "inconsistent";
  if (/missing/.test(results("cosignature"))) return "cosignatureMissing";
  if (/failed/.test(results("cosignature"))) return "cosignatureFailed";
  return (old.cosignature.time ?? 0) < (current.cosignature.time ?? 0) ? null : "cosignatureOrder";
}

/** Re-checks the chain, the head against the manifest's, the log, and each record's proof against the checkpoint, with Web Crypto. */
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
  const problem = logProblem(log);
  const unchecked = [log.old, log.current].some((note) => note.signature.result === "unchecked");
  const verified = !brokenAt && headMatches && !problem && !unproven;
  return { input: lines, lines: checks, brokenAt, unproven, head, headMatches, log, problem, unchecked, verified };
}
export type PackCheck = Awaited<ReturnType<typeof verifyPack>>;

/** What a dishonest operator can do with the published log key: change record `at`, re-chain the rest, rebuild the tree, sign again. */
export async function rewriteHistory(lines: string[], log: SampleLog, seed: string, at: number, change: object) {
  const rewritten: string[] = [];
  for (const [index, line] of lines.entries()) {
    const prev_hash = index ? hex(await sha256(rewritten[index - 1]!)) : GENESIS_PREV_HASH;
    rewritten.push(JSON.stringify({ ...JSON.parse(line), ...(index === at && change), prev_hash }));
  }
  const sign = (text: string) => signatureLine(text, log.vkey, seed);
  const files = await logFiles(log.vkey.split("+")[0]!, rewritten, log.old.size, sign);
  const proofs = Object.fromEntries(files.proofs.map((proof, at) => [readRecord(rewritten[at]!).eventId, proof]));
  const rewrittenLog = await readLog({ ...files, old: log.files.old, proofs }, log.vkey, log.witness);
  return { lines: rewritten, head: hex(await sha256(rewritten.at(-1)!)), log: rewrittenLog };
}
