import { fromBase64, hex, isBase64Hash, sha256 } from "./bytes";
import { logFiles } from "./logFiles";
import { checkConsistency, consistencyProofLength, inclusionProofLength, leafHash, rootFromInclusion } from "./merkle";
import { quorumMet, readPolicy, type Policy } from "./policy";
import { GENESIS_PREV_HASH, readRecord } from "./records";
import { noteText, signatureLine, verifyNote, type NoteCheck } from "./signedNote";

/** The log's files: the current checkpoint, the older one kept, the consistency proof between them, the policy, the proofs by event_id. */
export type LogFiles = Record<"checkpoint" | "old" | "consistency" | "policy", string> & {
  proofs: Record<string, string>;
};

const CHECKPOINT = /^[^\n]+\n(\d+)\n([\w+/]{43}=)\n\n/;
/** Whether a text is a C2SP checkpoint at all: origin, size and root, then its signature lines. */
export const isCheckpoint = (text: string) => CHECKPOINT.test(text);

/** Every witness's cosignature the policy names, as one result: passed once the quorum has; else what stopped it. */
async function cosignature(note: string, policy: Policy | null): Promise<NoteCheck> {
  const checks = await Promise.all(
    [...(policy?.witnesses ?? [])].map(async ([name, vkey]) => ({ name, ...(await verifyNote(note, vkey)) })),
  );
  const passed = checks.filter(({ result }) => result === "passed");
  if (policy && quorumMet(policy, new Set(passed.map(({ name }) => name))))
    return { result: "passed", time: passed[0]?.time };
  const worst = (["unchecked", "failed"] as const).find((result) => checks.some((check) => check.result === result));
  return { result: worst ?? "missing", time: checks.find((check) => check.time)?.time };
}

/** The sample log as loaded: both checkpoints' signatures and cosignatures by the policy's witnesses, and the
 * consistency proof, checked once. A proof that cannot be read is said so, never taken for a rewritten history. */
export async function readLog(files: LogFiles, vkey: string) {
  const read = readPolicy(files.policy);
  const policy = read?.logs.includes(vkey) ? read : null;
  const check = async (note: string) => {
    const [, size = "", root = ""] = CHECKPOINT.exec(note) ?? [];
    if (!root) throw new Error("not a checkpoint");
    const [signature, cosigned] = await Promise.all([verifyNote(note, vkey), cosignature(note, policy)]);
    return { size: Number(size), root: fromBase64(root), signature, cosignature: cosigned };
  };
  const [old, current] = [await check(files.old), await check(files.checkpoint)];
  const [head = "", ...rest] = files.consistency.split("\n\n");
  const [oldLine, ...hashes] = head.split("\n");
  const fits = old.size > 0 && old.size <= current.size;
  const readable =
    oldLine === `old ${old.size}` &&
    fits &&
    hashes.length === consistencyProofLength(old.size, current.size) &&
    hashes.every(isBase64Hash);
  const same = noteText(rest.join("\n\n")) === noteText(files.checkpoint);
  const consistency =
    readable && same
      ? await checkConsistency(old.size, current.size, old.root, current.root, hashes.map(fromBase64))
      : null;
  return { files, vkey, policy, old, current, size: current.size, root: hex(current.root), consistency };
}
export type SampleLog = Awaited<ReturnType<typeof readLog>>;

/** Where a record's tlog-proof leads from its leaf hash, step by step, and what is wrong with it, if anything. */
async function checkInclusion(line: string, eventId: string | null, log: SampleLog) {
  const leaf = await leafHash(line);
  const file = log.files.proofs[eventId ?? ""];
  const [head = "", ...checkpoint] = (file ?? "").split("\n\n");
  const [format, index = "", ...hashes] = head.split("\n");
  const at = Number(/^index (\d+)$/.exec(index)?.[1] ?? Number.NaN);
  const readable =
    format === "c2sp.org/tlog-proof@v1" &&
    at < log.size &&
    hashes.length === inclusionProofLength(at, log.size) &&
    hashes.every(isBase64Hash);
  const same = noteText(checkpoint.join("\n\n")) === noteText(log.files.checkpoint);
  const found = readable && same ? await rootFromInclusion(at, log.size, leaf, hashes.map(fromBase64)) : null;
  const problem: "missing" | "unreadable" | "otherCheckpoint" | "otherRoot" | false =
    (file === undefined && "missing") ||
    (!readable && "unreadable") ||
    (!same && "otherCheckpoint") ||
    (found?.root !== log.root && "otherRoot");
  const { root = null, steps = [] } = found ?? {};
  return { leaf: hex(leaf), steps, root, logRoot: log.root, problem: problem || null };
}

/** What is wrong with the log itself, the first of: a log signature, the consistency proof, the policy, the witnesses' cosignatures, their times. */
export type LogProblem =
  | "signatureFailed"
  | "consistencyUnreadable"
  | "inconsistent"
  | "policyUnreadable"
  | "cosignatureMissing"
  | "cosignatureFailed"
  | "cosignatureOrder";
function logProblem({ old, current, consistency, policy }: SampleLog, consistencyRead: boolean): LogProblem | null {
  const results = (key: "signature" | "cosignature") => old[key].result + current[key].result;
  if (/failed|missing/.test(results("signature"))) return "signatureFailed";
  if (!consistencyRead) return "consistencyUnreadable";
  if (!consistency?.ok) return "inconsistent";
  if (!policy) return "policyUnreadable";
  if (/missing/.test(results("cosignature"))) return "cosignatureMissing";
  if (/failed/.test(results("cosignature"))) return "cosignatureFailed";
  if (policy.quorum === "none") return null;
  return (old.cosignature.time ?? 0) < (current.cosignature.time ?? 0) ? null : "cosignatureOrder";
}

/** The chain alone: each line's hash, its link to the line before, and the last one's against the manifest's head. */
export async function checkChain(lines: readonly string[], manifestHead: string) {
  const hashes = await Promise.all(lines.map(async (line) => hex(await sha256(line))));
  const links = lines.map((line, at) => {
    const record = readRecord(line);
    const before = hashes[at - 1] ?? GENESIS_PREV_HASH;
    return { ...record, hash: hashes[at]!, before, linked: record.prevHash === before };
  });
  const brokenAt = links.findIndex((link) => !link.linked) + 1 || null;
  const head = hashes.at(-1) ?? null;
  return { input: lines, links, brokenAt, head, headMatches: head === manifestHead };
}

/** Re-checks the chain, the head against the manifest's, the log, and each record's proof against the checkpoint, with Web Crypto. */
export async function verifyPack(lines: readonly string[], manifestHead: string, log: SampleLog) {
  const { links, ...chain } = await checkChain(lines, manifestHead);
  const checks = await Promise.all(
    links.map(async (link, at) => ({ ...link, inclusion: await checkInclusion(lines[at]!, link.eventId, log) })),
  );
  const unproven = checks.findIndex((check) => check.inclusion.problem) + 1 || null;
  const problem = logProblem(log, log.consistency !== null);
  const unchecked = [log.old, log.current].some((note) => note.signature.result === "unchecked");
  const verified = !chain.brokenAt && chain.headMatches && !problem && !unproven;
  return { ...chain, links: checks, unproven, log, problem, unchecked, verified };
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
  const kept = { old: log.files.old, policy: log.files.policy };
  const rewrittenLog = await readLog({ ...files, ...kept, proofs }, log.vkey);
  return { lines: rewritten, head: hex(await sha256(rewritten.at(-1)!)), log: rewrittenLog };
}
