import { useEffect, useState, type PropsWithChildren } from "react";
import { hex } from "../../evidence/bytes";
import { jsonlLines, readRecord } from "../../evidence/records";
import type { NoteCheck } from "../../evidence/signedNote";
import { shortHash } from "../../lib/shortHash";
import RecordCheck, { Match, Row, type RecordCheckCopy } from "./RecordCheck";
import { readLog, rewriteHistory, verifyPack, type PackCheck, type SampleLog } from "../../evidence/verifyPack";

export type PackVerifierCopy = RecordCheckCopy &
  Record<"restoreLabel" | "rewriteLabel" | "idle" | "loadFailed" | "verifiedTitle" | "verified", string> &
  Record<"partialTitle" | "partial" | "brokenTitle" | "brokenAt" | "headMismatch" | "unproven", string> &
  Record<"lastHashLabel" | "headLabel" | "oldLabel" | "currentLabel" | "consistencyLabel" | "roots", string> &
  Record<NonNullable<PackCheck["problem"]>, string> &
  Record<"signature" | "cosignature", Record<NoteCheck["result"], string>> &
  Record<NonNullable<PackCheck["lines"][number]["inclusion"]["problem"]>, string>;
type Pack = { lines: string[]; head: string; log: SampleLog };

export interface PackVerifierProps {
  /** Where the pack is (same origin), its log files, and the keys the checkpoints must be signed with, as the page shows them. */
  packUrl: string;
  logFiles: [checkpoint: string, old: string, consistency: string, policy: string];
  vkey: string;
  witness: string;
  /** The log key's published seed, and the change to record `at` the rewrite makes. */
  rewrite: { seed: string; at: number; change: object };
  /** The lines as built, and how many steps each event's proof and the consistency proof take, laid out from the first paint. */
  builtLines: string[];
  proofSteps: Record<string, number>;
  consistencySteps: number;
  copy: PackVerifierCopy;
}

function detail(copy: PackVerifierCopy, check: PackCheck) {
  const named = (n: number) => `${n}${check.lines[n - 1]?.eventId ? ` (${check.lines[n - 1]!.eventId})` : ""}`;
  const problem = check.unproven ? check.lines[check.unproven - 1]!.inclusion.problem : null;
  if (check.brokenAt) return copy.brokenAt.replace("{n}", named(check.brokenAt));
  if (!check.headMatches) return copy.headMismatch;
  if (check.problem) return copy[check.problem];
  if (problem) return `${copy.unproven.replace("{n}", named(check.unproven!))} ${copy[problem]}`;
  return check.unchecked ? copy.partial : copy.verified;
}

// Narrower on a phone, so both fit one row of the bar that stays at the bottom of the screen.
const button = "btn-secondary disabled:opacity-60 max-sm:px-3";
const time = (seconds = 0) => new Date(seconds * 1000).toISOString().slice(0, 16).replace("T", " ");

/** Re-checks the sample pack in the browser as the visitor edits or drops records, so they can watch it fail. */
export default function PackVerifier(props: PropsWithChildren<PackVerifierProps>) {
  const { packUrl, logFiles, vkey, witness, rewrite, builtLines, proofSteps, consistencySteps, copy, children } = props;
  const [original, setOriginal] = useState<Pack | null>(null);
  const [served, setServed] = useState<Pack | null>(null);
  const [lines, setLines] = useState(builtLines);
  const [check, setCheck] = useState<PackCheck | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    // A 404 or a proxy's page (HTML, which no file of the pack is) could not be loaded, which is not a broken chain.
    const read = async (path: string) => {
      const text = await fetch(packUrl + path).then((response) => (response.ok ? response.text() : ""));
      return text && !text.trimStart().startsWith("<") ? text : Promise.reject(new Error(path));
    };
    const ids = Object.keys(proofSteps);
    const files = ["events.jsonl", "manifest.json", ...logFiles, ...ids.map((id) => `proofs/${id}.tlog-proof`)];
    (async () => {
      const [events = "", manifest = "", ...rest] = await Promise.all(files.map(read));
      const [checkpoint = "", old = "", consistency = "", policy = "", ...proofs] = rest;
      const fetched = jsonlLines(events);
      if (!fetched.every((line) => readRecord(line).eventId)) throw new Error("events.jsonl holds no records");
      const byId = Object.fromEntries(ids.map((id, at) => [id, proofs[at]!]));
      const log = await readLog({ checkpoint, old, consistency, policy, proofs: byId }, vkey);
      const pack = { lines: fetched, head: (JSON.parse(manifest) as { head: string }).head, log };
      [setOriginal, setServed].forEach((set) => set(pack));
      setLines(fetched);
    })().catch(() => setLoadFailed(true));
  }, [packUrl, logFiles, vkey, witness, proofSteps]);

  // Checked on every change (a few milliseconds); an older check never overwrites a newer one.
  useEffect(() => {
    if (!served) return;
    let current = true;
    verifyPack(lines, served.head, served.log).then((next) => current && setCheck(next));
    return () => {
      current = false;
    };
  }, [lines, served]);
  const restore = (pack: Pack) => {
    setServed(pack);
    setLines(pack.lines);
  };
  const { seed, at, change } = rewrite;
  const rewriteAll = () => original && rewriteHistory(original.lines, original.log, seed, at, change).then(restore);

  // A verdict belongs to the text it was made from: the moment a record changes, the old one is gone.
  const fresh = check?.input === lines ? check : null;
  const partial = fresh?.verified && fresh.unchecked;
  const ok = ({ signature, cosignature }: SampleLog["old"]) =>
    /failed|missing/.test(signature.result + cosignature.result) ? false : signature.result === "passed" || undefined;
  const { old, current, consistency } = fresh?.log ?? {};
  return (
    <div data-pack-verifier className="space-y-6">
      {/* Room from the first paint for the verdict (a base line) and its detail (seven lines on a phone, three wider), so nothing below moves. */}
      <p
        role="status"
        data-verified={fresh ? (partial ? "partial" : fresh.verified) : ""}
        className="min-h-[calc(1.6rem+7lh+1.5rem+2px)] rounded-md border border-line bg-paper px-4 py-3 text-sm text-ink data-[verified=false]:border-danger data-[verified=false]:bg-white data-[verified=true]:border-accent data-[verified=true]:bg-accent-soft sm:min-h-[calc(1.6rem+3lh+1.5rem+2px)]"
      >
        {fresh && (
          <strong className="flex items-baseline gap-2 text-base font-semibold in-data-[verified=false]:text-danger">
            <span aria-hidden="true">{fresh.verified ? (partial ? "○" : "✓") : "✗"}</span>
            {fresh.verified ? (partial ? copy.partialTitle : copy.verifiedTitle) : copy.brokenTitle}
          </strong>
        )}{" "}
        <span className="block">
          {loadFailed ? copy.loadFailed : fresh ? detail(copy, fresh) : !original && copy.idle}
        </span>
      </p>
      <ol className="space-y-10">
        {lines.map((line, index) => (
          <RecordCheck
            key={index}
            number={index + 1}
            line={line}
            // Against what the site served first: a rewritten history marks the records it changed too.
            edited={!!original && !original.lines.includes(line)}
            steps={proofSteps[readRecord(line).eventId ?? ""] ?? 0}
            result={fresh?.lines[index]}
            copy={copy}
            onChange={(changed) => setLines(lines.map((other, at) => (at === index ? changed : other)))}
            onRemove={() => setLines(lines.filter((_, other) => other !== index))}
          />
        ))}
      </ol>
      <dl className="space-y-1 font-mono text-xs text-ink-soft">
        <Row label={copy.lastHashLabel} ok={fresh?.headMatches}>
          {fresh && <Match hash={fresh.head} label={copy.headLabel} other={served?.head ?? null} />}
        </Row>
        {[old, current].map((note, at) => (
          <Row key={at} label={at ? copy.currentLabel : copy.oldLabel} ok={note && ok(note)}>
            <span data-signature={note?.signature.result}>{note && `${copy.signature[note.signature.result]} · `}</span>
            <span data-cosignature={note?.cosignature.result}>
              {note && copy.cosignature[note.cosignature.result].replace("{time}", time(note.cosignature.time))}
            </span>
          </Row>
        ))}
        {Array.from({ length: consistency?.steps.length ?? consistencySteps }, (_, at) => (
          <Row key={at} label={`${copy.consistencyLabel} ${at + 1}`}>
            {consistency && `fr ${shortHash(consistency.steps[at]![0])} · sr ${shortHash(consistency.steps[at]![1])}`}
          </Row>
        ))}
        <Row label={copy.consistencyLabel} ok={fresh ? !!consistency?.ok : undefined}>
          {old && consistency && `sn = ${consistency.sn} · fr ${consistency.fr === hex(old.root) ? "=" : "≠"} `}
          {old && consistency && copy.roots.replace("{sr}", consistency.sr === hex(current!.root) ? "=" : "≠")}
          {consistency && (consistency.ok ? " ✓" : " ✗")}
        </Row>
      </dl>
      {children}
      <div className="flex flex-wrap gap-3 border-t border-line bg-white py-3 max-sm:sticky max-sm:bottom-0">
        <button type="button" disabled={!original} onClick={() => restore(original!)} className={button}>
          {copy.restoreLabel}
        </button>
        <button type="button" disabled={!original || !!check?.unchecked} onClick={rewriteAll} className={button}>
          {copy.rewriteLabel}
        </button>
      </div>
    </div>
  );
}
