import type { PropsWithChildren } from "react";
import { shortHash } from "../../lib/shortHash";
import { readRecord } from "../../evidence/records";
import type { PackCheck } from "../../evidence/verifyPack";

export type RecordCheckCopy = Record<"recordLabel" | "removeLabel" | "editedTag" | "tooLarge" | "hashLabel", string> &
  Record<"prevLabel" | "beforeLabel" | "genesisLabel" | "leafLabel" | "stepLabel" | "rootLabel" | "logRoot", string>;

interface RecordCheckProps {
  /** 1-based place in the chain. */
  number: number;
  line: string;
  edited: boolean;
  /** How many steps this record's proof takes, so its rows are there before the check. */
  steps: number;
  result: PackCheck["lines"][number] | undefined;
  copy: RecordCheckCopy;
  onChange: (line: string) => void;
  onRemove: () => void;
}

const short = (hash: string | null) => <span title={hash ?? ""}>{hash ? shortHash(hash) : "—"}</span>;

/** A hash against the one it must equal, both short: a prev_hash against the record before, a root against the checkpoint's. */
export const Match = ({ hash, label, other }: { hash: string | null; label: string; other: string | null }) => (
  <>
    {short(hash)} {hash === other ? "=" : "≠"} {label} {short(other)}{" "}
    {hash === other ? <span className="text-accent">✓</span> : "✗"}
  </>
);

/** One labelled result, laid out before the check too, with room for the lines it takes (label above it on a phone). */
export const Row = ({ label, ok, children }: PropsWithChildren<{ label: string; ok?: boolean | undefined }>) => (
  <div
    data-ok={ok}
    className="grid gap-x-2 border-l-2 border-transparent pl-3 data-[ok=false]:border-danger sm:grid-cols-[10ch_minmax(0,1fr)]"
  >
    <dt className="text-muted">{label}</dt>
    <dd className="min-h-[2lh] in-data-[ok=false]:text-danger sm:min-h-[1lh] [&>span]:whitespace-nowrap">{children}</dd>
  </div>
);

/** One record of the verifier: its line, editable, its recomputed hash, its link to the record before, its proof. */
export default function RecordCheck(props: RecordCheckProps) {
  const { number, line, edited, steps, result, copy } = props;
  const { eventId } = readRecord(line);
  const label = `${copy.recordLabel} ${number}`;
  const proof = result?.inclusion;
  const fits = (field: HTMLTextAreaElement, length: number) => {
    field.setCustomValidity(length > 16_000 ? copy.tooLarge : "");
    return field.reportValidity();
  };
  return (
    <li data-record={number} className="pl-0!">
      <div className="flex items-center justify-between gap-4 border-b border-line">
        <label
          htmlFor={`pack-record-${number}`}
          className="flex flex-wrap items-center gap-x-3 text-sm font-semibold text-ink"
        >
          {label}
          {eventId && <code className="font-mono text-xs font-normal">{eventId}</code>}
          {edited && (
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-white">{copy.editedTag}</span>
          )}
        </label>
        <button
          type="button"
          aria-label={`${copy.removeLabel} ${label}`}
          onClick={props.onRemove}
          className="inline-flex min-h-11 items-center text-sm text-ink underline underline-offset-4"
        >
          {copy.removeLabel}
        </button>
      </div>
      <textarea
        id={`pack-record-${number}`}
        value={line}
        spellCheck={false}
        rows={6}
        // The browser's own message refuses a record that would hold up the tab (megabytes, a million-deep [[[…]]]);
        // a paste is measured before it goes in: WebKit takes half a minute to insert 10 MB, even to refuse it after.
        onChange={({ target }) => fits(target, target.value.length) && props.onChange(target.value)}
        onPaste={(event) =>
          fits(event.currentTarget, line.length + event.clipboardData.getData("text").length) || event.preventDefault()
        }
        className="mt-3 field-sizing-content max-h-80 w-full rounded-md border border-line bg-white p-2 font-mono text-xs break-all text-ink"
      />
      <dl className="mt-2 space-y-1 font-mono text-xs text-ink-soft">
        <Row label={copy.hashLabel}>{result && short(result.hash)}</Row>
        <Row label={copy.prevLabel} ok={result?.linked}>
          {result && (
            <Match
              hash={result.prevHash}
              label={number > 1 ? `${copy.beforeLabel} ${number - 1}` : copy.genesisLabel}
              other={result.before}
            />
          )}
        </Row>
        <Row label={copy.leafLabel}>{proof && <>SHA-256(0x00 | line) = {short(proof.leaf)}</>}</Row>
        {Array.from({ length: proof?.steps.length ?? steps }, (_, at) => proof?.steps[at]).map((step, at) => (
          <Row key={at} label={`${copy.stepLabel} ${at + 1}`}>
            {step && (
              <>
                SHA-256(0x01 | {short(step[0])} | {short(step[1])}) = {short(step[2])}
              </>
            )}
          </Row>
        ))}
        <Row label={copy.rootLabel} ok={proof && !proof.problem}>
          {proof && <Match hash={proof.root} label={copy.logRoot} other={proof.logRoot} />}
        </Row>
      </dl>
    </li>
  );
}
