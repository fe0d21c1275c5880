import { useEffect, useState } from "react";
import RecordCheck, { Match, type RecordCheckCopy } from "./RecordCheck";
import { GENESIS_PREV_HASH, jsonlLines, verifyPack, type PackCheck } from "./verifyPack";

export interface PackVerifierCopy extends RecordCheckCopy {
  restoreLabel: string;
  /** Shown until the check has loaded, and for good without JavaScript. */
  idle: string;
  verifiedTitle: string;
  verified: string;
  brokenTitle: string;
  brokenAt: string;
  headMismatch: string;
  loadFailed: string;
  lastHashLabel: string;
  headLabel: string;
}

export interface PackVerifierProps {
  /** Same-origin addresses of the pack's events.jsonl and manifest.json. */
  eventsUrl: string;
  /** The lines as built, shown from the first paint so nothing moves when the files arrive. */
  builtLines: string[];
  manifestUrl: string;
  copy: PackVerifierCopy;
}

function detail(copy: PackVerifierCopy, check: PackCheck) {
  if (check.verified) return copy.verified;
  if (check.brokenAt === null) return copy.headMismatch;
  const eventId = check.lines[check.brokenAt - 1]?.eventId;
  return copy.brokenAt.replace("{n}", `${check.brokenAt}${eventId ? ` (${eventId})` : ""}`);
}

/** Re-checks the sample pack in the browser as the visitor edits or drops records, so they can watch it fail. */
export default function PackVerifier({ eventsUrl, builtLines, manifestUrl, copy }: PackVerifierProps) {
  const [original, setOriginal] = useState<{ lines: string[]; head: string } | null>(null);
  const [lines, setLines] = useState(builtLines);
  const [check, setCheck] = useState<PackCheck | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    const read = (url: string) => fetch(url).then((response) => response.text());
    Promise.all([read(eventsUrl), read(manifestUrl)])
      .then(([events, manifest]) => {
        setOriginal({ lines: jsonlLines(events), head: (JSON.parse(manifest) as { head: string }).head });
        setLines(jsonlLines(events));
      })
      .catch(() => setLoadFailed(true));
  }, [eventsUrl, manifestUrl]);

  // Checked again a moment after the last keystroke; a slower, older check never overwrites a newer one.
  useEffect(() => {
    if (!original) return;
    let current = true;
    const timer = setTimeout(() => verifyPack(lines, original.head).then((next) => current && setCheck(next)), 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [lines, original]);

  return (
    <div data-pack-verifier className="space-y-6">
      {/* Room from the first paint for the verdict (a base line) and its detail (four lines on a phone, two wider), so nothing below moves. */}
      <p
        role="status"
        data-verified={check?.verified ?? ""}
        className="min-h-[calc(1.6rem+4lh+1.5rem+2px)] rounded-md border border-line bg-paper px-4 py-3 text-sm text-ink data-[verified=false]:border-danger data-[verified=false]:bg-white data-[verified=true]:border-accent data-[verified=true]:bg-accent-soft sm:min-h-[calc(1.6rem+2lh+1.5rem+2px)]"
      >
        {check && (
          <strong className="flex items-center gap-2 text-base font-semibold in-data-[verified=false]:text-danger">
            <span aria-hidden="true">{check.verified ? "✓" : "✗"}</span>
            {check.verified ? copy.verifiedTitle : copy.brokenTitle}
          </strong>
        )}{" "}
        <span className="block">{loadFailed ? copy.loadFailed : check ? detail(copy, check) : copy.idle}</span>
      </p>
      <ol className="space-y-10">
        {lines.map((line, index) => (
          <RecordCheck
            key={index}
            number={index + 1}
            line={line}
            edited={!!original && !original.lines.includes(line)}
            before={index === 0 ? GENESIS_PREV_HASH : check?.lines[index - 1]?.hash}
            result={check?.lines[index]}
            copy={copy}
            onChange={(changed) => setLines(lines.map((other, at) => (at === index ? changed : other)))}
            onRemove={() => setLines(lines.filter((_, other) => other !== index))}
          />
        ))}
      </ol>
      <p
        data-head={check?.headMatches}
        className="min-h-[2lh] font-mono text-xs text-ink-soft data-[head=false]:border-l-2 data-[head=false]:border-danger data-[head=false]:pl-4 data-[head=false]:text-danger sm:min-h-[1lh]"
      >
        {check && copy.lastHashLabel}{" "}
        {check && <Match hash={check.head} label={copy.headLabel} other={original?.head ?? null} />}
      </p>
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
