import type { LogProblem, PackCheck, checkChain } from "../../../evidence/verifyPack";
import { isJsonObject } from "./recordText";

type ChainCheck = Awaited<ReturnType<typeof checkChain>>;
type ProofProblem = NonNullable<PackCheck["links"][number]["inclusion"]["problem"]>;
/** How a file of the pack fared: checked and sound, failed, not readable as what it should be, not given, not the
 * published one (a key or the policy), not checked (this browser, or what it needs is missing), or not part of the check. */
export type FileStatus = "ok" | "fails" | "unreadable" | "missing" | "notPublished" | "unchecked" | "ignored";
/** The files the log's checks name in a reason, by the name the visitor gave or the pack's own. */
export type LogFileNames = Record<"checkpoint" | "old" | "consistency" | "policy", string>;

/** Why the check did not verify, most telling first: what a reader is shown in one sentence. */
export type Reason =
  | { kind: "unreadableFile" | "fileDiffers" | "notPublished"; file: string }
  | { kind: "changed" | "removed"; n: number; id: string | null; next: number | null }
  | { kind: "notJson" | "broken"; n: number }
  | { kind: "head" }
  | { kind: LogProblem; file: string }
  | { kind: "proof"; n: number; id: string | null; problem: ProofProblem }
  | { kind: "missing"; files: string[] };

export interface Verdict {
  /** As data-verified says it: verified, not, verified but for the signatures (no Ed25519 here), or files missing. */
  state: "true" | "false" | "partial" | "incomplete";
  reason: Reason | null;
}

interface VerdictInput {
  /** The chain: the pack's own, with each record's proof, where the log was checked. */
  chain: ChainCheck | null;
  pack: PackCheck | null;
  /** The record number each checked line has: a removed record keeps its number, so the rest keep theirs. */
  positions: number[];
  removed: { n: number; id: string | null }[];
  /** Whether manifest.json's head is known, so that a head that differs means something. */
  headKnown: boolean;
  files: { name: string; status: FileStatus }[];
  names: LogFileNames;
  /** The visitor's own files: a proof not given is a missing file, not a record that failed. */
  own: boolean;
}

// A log problem's file: the checkpoint whose signature or cosignature failed, or the proof or policy itself.
function logFile({ pack, names }: VerdictInput, problem: LogProblem) {
  const { old } = pack!.log;
  const failed = (key: "signature" | "cosignature") => /failed|missing/.test(old[key].result);
  if (problem === "signatureFailed") return failed("signature") ? names.old : names.checkpoint;
  if (problem === "cosignatureMissing" || problem === "cosignatureFailed")
    return failed("cosignature") ? names.old : names.checkpoint;
  if (problem === "policyUnreadable") return names.policy;
  return problem === "cosignatureOrder" ? names.old : names.consistency;
}

/** What the records say: one changed (its proof fails and the chain breaks after it), one removed, a broken link, the head. */
function recordReason({ chain, pack, positions, removed, headKnown, own }: VerdictInput): Reason | null {
  if (!chain) return null;
  const { input: lines, links } = chain;
  const breaksAfter = (at: number) =>
    at + 1 < links.length ? !links[at + 1]!.linked : headKnown && !chain.headMatches;
  const next = (at: number) => positions[at + 1] ?? null;
  const proofFails = (at: number) => {
    const problem = pack?.links[at]!.inclusion.problem;
    return problem === "otherRoot" || (problem === "missing" && !own);
  };
  const changed = lines.findIndex((line, at) => (!isJsonObject(line) || proofFails(at)) && breaksAfter(at));
  if (changed >= 0) {
    const n = positions[changed]!;
    if (!isJsonObject(lines[changed]!)) return { kind: "notJson", n };
    return { kind: "changed", n, id: links[changed]!.eventId, next: next(changed) };
  }
  const [gone] = removed;
  if (gone) return { kind: "removed", ...gone, next: positions.find((n) => n > gone.n) ?? null };
  if (chain.brokenAt) return { kind: "broken", n: positions[chain.brokenAt - 1]! };
  return headKnown && !chain.headMatches ? { kind: "head" } : null;
}

/** A record's proof that fails while the record and its chain hold: a proof for another record, or another checkpoint. */
function proofReason({ pack, positions, own }: VerdictInput): Reason | null {
  const at = pack?.links.findIndex(({ inclusion }) => inclusion.problem && !(own && inclusion.problem === "missing"));
  if (at === undefined || at < 0) return null;
  const { eventId, inclusion } = pack!.links[at]!;
  return { kind: "proof", n: positions[at]!, id: eventId, problem: inclusion.problem! };
}

/** The verdict on what was checked, and the one reason a reader reads first. */
export function verdictOf(input: VerdictInput): Verdict {
  const file = (status: FileStatus, kind: "unreadableFile" | "fileDiffers" | "notPublished"): Reason | null => {
    const found = input.files.find((each) => each.status === status);
    return found ? { kind, file: found.name } : null;
  };
  const problem = input.pack?.problem;
  const reason =
    file("unreadable", "unreadableFile") ??
    recordReason(input) ??
    (problem ? { kind: problem, file: logFile(input, problem) } : null) ??
    proofReason(input) ??
    file("fails", "fileDiffers") ??
    file("notPublished", "notPublished");
  if (reason) return { state: "false", reason };
  const missing = input.files.filter(({ status }) => status === "missing").map(({ name }) => name);
  if (missing.length > 0) return { state: "incomplete", reason: { kind: "missing", files: missing } };
  return { state: input.pack?.unchecked ? "partial" : "true", reason: null };
}
