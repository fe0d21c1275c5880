import { useEffect, useState, type PropsWithChildren } from "react";
import RecordCheck, { Match, Row, type RecordCheckCopy } from "./RecordCheck";
import { jsonlLines, readLog, readRecord, verifyPack, type PackCheck, type SampleLog } from "./verifyPack";

export type PackVerifierCopy = RecordCheckCopy &
  Record<"restoreLabel" | "idle" | "loadFailed" | "verifiedTitle" | "verified", string> &
  Record<"partialTitle" | "partial" | "brokenTitle" | "brokenAt" | "headMismatch" | "signatureFailed", string> &
  Record<"unproven" | "lastHashLabel" | "headLabel" | "signatureLabel" | PackCheck["signature"], string> &
  Record<NonNullable<PackCheck["lines"][number]["inclusion"]["problem"]>, string>;

export interface PackVerifierProps {
  /** Where the pack is (same origin), and the key its checkpoint must be signed with, as the page shows it. */
  packUrl: string;
  vkey: string;
  /** The lines as built, and how many steps each event's proof takes, laid out from the first paint. */
  builtLines: string[];
  proofSteps: Record<string, number>;
  copy: PackVerifierCopy;
}

function detail(copy: PackVerifierCopy, check: PackCheck) {
  const named = (n: number) => `${n}${check.lines[n - 1]?.eventId ? ` (${check.lines[n - 1]!.eventId})` : ""}`;
  const problem = check.unproven ? check.lines[check.unproven - 1]!.inclusion.problem : null;
  if (check.brokenAt) return copy.brokenAt.replace("{n}", named(check.brokenAt));
  if (!check.headMatches) return copy.headMismatch;
  if (check.signature === "failed") return copy.signatureFailed;
  if (problem) return `${copy.unproven.replace("{n}", named(check.unproven!))} ${copy[problem]}`;
  return check.signature === "unchecked" ? copy.partial : copy.verified;
}

/** Re-checks the sample pack in the browser as the visitor edits or drops records, so they can watch it fail. */
export default function PackVerifier(props: PropsWithChildren<PackVerifierProps>) {
  const { packUrl, vkey, builtLines, proofSteps, copy, children } = props;
  const [original, setOriginal] = useState<{ lines: string[]; head: string; log: SampleLog } | null>(null);
  const [lines, setLines] = useState(builtLines);
  const [check, setCheck] = useState<PackCheck | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    // A 404 or a proxy's block page is not the pack: it could not be loaded, which is not a broken chain.
    const read = (path: string) =>
      fetch(packUrl + path).then((response) => (response.ok ? response.text() : Promise.reject(new Error(path))));
    const ids = Object.keys(proofSteps);
    const files = ["events.jsonl", "manifest.json", "log/checkpoint", ...ids.map((id) => `proofs/${id}.tlog-proof`)];
    (async () => {
      const [events = "", manifest = "", checkpoint = "", ...proofs] = await Promise.all(files.map(read));
      const fetched = jsonlLines(events);
      if (!fetched.every((line) => readRecord(line).eventId)) throw new Error("events.jsonl holds no records");
      const log = await readLog(checkpoint, vkey, Object.fromEntries(ids.map((id, at) => [id, proofs[at]!])));
      setOriginal({ lines: fetched, head: (JSON.parse(manifest) as { head: string }).head, log });
      setLines(fetched);
    })().catch(() => setLoadFailed(true));
  }, [packUrl, vkey, proofSteps]);

  // Checked on every change (a few milliseconds); an older check never overwrites a newer one.
  useEffect(() => {
    if (!original) return;
    let current = true;
    verifyPack(lines, original.head, original.log).then((next) => current && setCheck(next));
    return () => {
      current = false;
    };
  }, [lines, original]);

  // A verdict belongs to the text it was made from: the moment a record changes, the old one is gone.
  const fresh = check?.input === lines ? check : null;
  const signed = { passed: true, failed: false, unchecked: undefined }[fresh?.signature ?? "unchecked"];
  const partial = fresh?.verified && fresh.signature === "unchecked";
  return (
    <div data-pack-verifier className="space-y-6">
      {/* Room from the first paint for the verdict (a base line) and its detail (four lines on a phone, two wider), so nothing below moves. */}
      <p
        role="status"
        data-verified={fresh ? (partial ? "partial" : fresh.verified) : ""}
        className="min-h-[calc(1.6rem+4lh+1.5rem+2px)] rounded-md border border-line bg-paper px-4 py-3 text-sm text-ink data-[verified=false]:border-danger data-[verified=false]:bg-white data-[verified=true]:border-accent data-[verified=true]:bg-accent-soft sm:min-h-[calc(1.6rem+2lh+1.5rem+2px)]"
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
          {fresh && <Match hash={fresh.head} label={copy.headLabel} other={original?.head ?? null} />}
        </Row>
        <Row label={copy.signatureLabel} ok={signed}>
          {fresh && `${copy[fresh.signature].replace("{id}", vkey.split("+")[1]!)} `}
          {signed && <span className="text-accent">✓</span>}
        </Row>
      </dl>
      {children}
      <div className="border-t border-line bg-white py-3 max-sm:sticky max-sm:bottom-0">
        <button
          type="button"
          disabled={!original}
          onClick={() => original && setLines(original.lines)}
          className="btn-secondary disabled:opacity-60"
        >
          {copy.restoreLabel}
        </button>
      </div>
    </div>
  );
}
