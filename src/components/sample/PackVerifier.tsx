import { useEffect, useState } from "react";
import RecordCheck, { type RecordCheckCopy } from "./RecordCheck";
import { jsonlLines, verifyPack, type PackCheck } from "./verifyPack";

export interface PackVerifierCopy extends RecordCheckCopy {
  checkLabel: string;
  restoreLabel: string;
  /** Shown until the check has loaded, and for good without JavaScript. */
  idle: string;
  verified: string;
  brokenAt: string;
  headMismatch: string;
  loadFailed: string;
  edited: string;
  checklist: { lines: string; links: string; head: string; signature: string; anchor: string };
  passed: string;
  failed: string;
  skipped: string;
}

export interface PackVerifierProps {
  /** Same-origin addresses of the pack's events.jsonl and manifest.json. */
  eventsUrl: string;
  /** The lines as built, shown from the first paint so nothing moves when the files arrive. */
  builtLines: string[];
  manifestUrl: string;
  copy: PackVerifierCopy;
}

type Mark = "passed" | "failed" | "skipped";

function summary(copy: PackVerifierCopy, check: PackCheck) {
  if (check.verified) return copy.verified;
  if (check.brokenAt !== null) {
    const eventId = check.lines[check.brokenAt - 1]?.eventId;
    return `${copy.brokenAt} ${check.brokenAt}${eventId ? ` (${eventId})` : ""}.`;
  }
  return copy.headMismatch;
}

/** Re-checks the sample pack in the browser, and lets the visitor edit or drop records to see the check fail. */
export default function PackVerifier({ eventsUrl, builtLines, manifestUrl, copy }: PackVerifierProps) {
  const [original, setOriginal] = useState<{ lines: string[]; head: string } | null>(null);
  const [lines, setLines] = useState(builtLines);
  const [check, setCheck] = useState<PackCheck | null>(null);
  const [status, setStatus] = useState(copy.idle);

  async function run(current: readonly string[], head: string) {
    const result = await verifyPack(current, head);
    setCheck(result);
    setStatus(summary(copy, result));
  }

  useEffect(() => {
    (async () => {
      try {
        const [events, manifest] = await Promise.all([
          fetch(eventsUrl).then((response) => response.text()),
          fetch(manifestUrl).then((response) => response.json() as Promise<{ head: string }>),
        ]);
        const loaded = { lines: jsonlLines(events), head: manifest.head };
        setOriginal(loaded);
        setLines(loaded.lines);
        await run(loaded.lines, loaded.head);
      } catch {
        setStatus(copy.loadFailed);
      }
    })();
    // Loads once, when the island is first seen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const edit = (next: string[]) => {
    setLines(next);
    setCheck(null);
    setStatus(copy.edited);
  };
  const marks: [string, Mark | null][] = [
    [copy.checklist.lines, check && "passed"],
    [copy.checklist.links, check && (check.brokenAt === null ? "passed" : "failed")],
    [copy.checklist.head, check && (check.headMatches ? "passed" : "failed")],
    [copy.checklist.signature, check && "skipped"],
    [copy.checklist.anchor, check && "skipped"],
  ];
  const symbol = { passed: "✓", failed: "✗", skipped: "○" };

  return (
    <div data-pack-verifier className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!original}
          onClick={() => original && run(lines, original.head)}
          className="inline-flex min-h-11 items-center rounded-md bg-ink px-4 text-sm font-medium text-white disabled:opacity-60"
        >
          {copy.checkLabel}
        </button>
        <button
          type="button"
          disabled={!original}
          onClick={() => original && (setLines(original.lines), run(original.lines, original.head))}
          className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-medium text-ink disabled:opacity-60"
        >
          {copy.restoreLabel}
        </button>
      </div>
      {/* Room for the result from the first paint (four lines on a phone, two wider), so nothing below moves. */}
      <p
        role="status"
        data-verified={check?.verified ?? ""}
        className="min-h-[calc(4lh+1.5rem)] rounded-md border border-line bg-paper px-4 py-3 text-sm font-medium text-ink sm:min-h-[calc(2lh+1.5rem)]"
      >
        {status}
      </p>
      <div className="space-y-1 font-mono text-xs">
        {/* Fixed columns: a result arriving never rewraps its row. */}
        {marks.map(([label, mark]) => (
          <p key={label} data-mark={mark ?? undefined} className="grid grid-cols-[1.5ch_minmax(0,1fr)_7ch] gap-x-2">
            <span aria-hidden="true" className={mark === "failed" ? "text-danger" : "text-accent"}>
              {mark ? symbol[mark] : "·"}
            </span>
            <span>{label}</span>
            <span className="text-right">{mark && copy[mark]}</span>
          </p>
        ))}
      </div>
      <ol className="space-y-6">
        {lines.map((line, index) => (
          <RecordCheck
            key={index}
            number={index + 1}
            line={line}
            result={check?.lines[index]}
            copy={copy}
            onChange={(changed) => edit(lines.map((other, at) => (at === index ? changed : other)))}
            onRemove={() => edit(lines.filter((_, other) => other !== index))}
          />
        ))}
      </ol>
    </div>
  );
}
