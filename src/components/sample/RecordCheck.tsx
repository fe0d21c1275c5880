import { readRecord, type LineCheck } from "./verifyPack";

export interface RecordCheckCopy {
  recordLabel: string;
  removeLabel: string;
  hashLabel: string;
  prevLabel: string;
  linked: string;
  unlinked: string;
}

interface RecordCheckProps {
  /** 1-based place in the chain. */
  number: number;
  line: string;
  /** The last check's result for this line; none before the first check or after an edit. */
  result: LineCheck | undefined;
  copy: RecordCheckCopy;
  onChange: (line: string) => void;
  onRemove: () => void;
}

/** One record of the verifier: its line, editable, and what the check made of it. */
export default function RecordCheck({ number, line, result, copy, onChange, onRemove }: RecordCheckProps) {
  const { eventId } = readRecord(line);
  const label = `${copy.recordLabel} ${number}${eventId ? ` · ${eventId}` : ""}`;
  return (
    <li className="border-t border-line pt-4" data-record={number}>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`pack-record-${number}`} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <button
          type="button"
          aria-label={`${copy.removeLabel} ${label}`}
          onClick={onRemove}
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
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 w-full rounded-md border border-line bg-white p-2 font-mono text-xs break-all text-ink"
      />
      {/* Laid out before the check too, each hash with room for the lines it takes at this width, so its result moves nothing. */}
      <dl className="mt-2 space-y-2 font-mono text-xs text-ink-soft">
        <div>
          <dt className="text-muted">{copy.hashLabel}</dt>
          <dd className="min-h-[2lh] break-all sm:min-h-[1lh]">{result?.hash}</dd>
        </div>
        <div data-linked={result?.linked}>
          <dt className="text-muted">{copy.prevLabel}</dt>
          <dd>
            <span
              className={`block min-h-[1lh] ${result?.linked === false ? "font-semibold text-danger" : "text-accent"}`}
            >
              {result && <span aria-hidden="true">{result.linked ? "✓ " : "✗ "}</span>}
              {result && (result.linked ? copy.linked : copy.unlinked)}
            </span>
            <span className="block min-h-[2lh] break-all sm:min-h-[1lh]">{result && (result.prevHash ?? "—")}</span>
          </dd>
        </div>
      </dl>
    </li>
  );
}
