import { shortHash } from "../../lib/shortHash";
import { readRecord, type LineCheck } from "./verifyPack";

export type RecordCheckCopy = Record<
  "recordLabel" | "removeLabel" | "editedTag" | "hashLabel" | "prevLabel" | "beforeLabel" | "genesisLabel",
  string
>;

interface RecordCheckProps {
  /** 1-based place in the chain. */
  number: number;
  line: string;
  edited: boolean;
  /** What prev_hash must be: the recomputed hash of the record before, or 64 zeros for the first. */
  before: string | undefined;
  /** The last check's result for this line; none before the first check. */
  result: LineCheck | undefined;
  copy: RecordCheckCopy;
  onChange: (line: string) => void;
  onRemove: () => void;
}

/** A full hash in groups of eight, so a line breaks only between groups. */
const FullHash = ({ hash }: { hash: string }) => (
  <span className="inline-flex flex-wrap gap-x-[1ch]">
    {hash.match(/.{8}/g)?.map((group, at) => (
      <span key={at}>{group}</span>
    ))}
  </span>
);

const short = (hash: string | null) => (hash ? shortHash(hash) : "—");

/** A hash against the one it must equal, both short: a prev_hash against the record before, or the head against the manifest's. */
export const Match = ({ hash, label, other }: { hash: string | null; label: string; other: string | null }) => (
  <>
    <span title={hash ?? ""}>{short(hash)}</span> {hash === other ? "=" : "≠"} {label}{" "}
    <span title={other ?? ""}>{short(other)}</span> {hash === other ? <span className="text-accent">✓</span> : "✗"}
  </>
);

/** One record of the verifier: its line, editable, its recomputed hash and its link to the record before. */
export default function RecordCheck(props: RecordCheckProps) {
  const { number, line, edited, before, result, copy } = props;
  const { eventId } = readRecord(line);
  const label = `${copy.recordLabel} ${number}`;
  return (
    <li data-record={number}>
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
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-3 field-sizing-content max-h-80 w-full rounded-md border border-line bg-white p-2 font-mono text-xs break-all text-ink"
      />
      {/* Laid out before the check too, each row with room for the lines it takes at this width (label above on a phone), so its result moves nothing. */}
      <dl className="mt-2 space-y-1 font-mono text-xs text-ink-soft">
        <div className="grid gap-x-2 sm:grid-cols-[10ch_minmax(0,1fr)]">
          <dt className="text-muted">{copy.hashLabel}</dt>
          <dd className="min-h-[2lh] lg:min-h-[1lh]">{result && <FullHash hash={result.hash} />}</dd>
        </div>
        <div
          data-linked={result?.linked}
          className="grid gap-x-2 data-[linked=false]:border-l-2 data-[linked=false]:border-danger data-[linked=false]:pl-4 sm:grid-cols-[10ch_minmax(0,1fr)]"
        >
          <dt className="text-muted">{copy.prevLabel}</dt>
          <dd className="min-h-[2lh] in-data-[linked=false]:text-danger sm:min-h-[1lh]">
            {result && (
              <Match
                hash={result.prevHash}
                label={number > 1 ? `${copy.beforeLabel} ${number - 1}` : copy.genesisLabel}
                other={before ?? null}
              />
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
