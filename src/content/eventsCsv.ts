import type { ChainedEvent, EventRecord } from "./evidenceChain";

export type Cell = string | number | null;

/** The records' fields flattened into named columns, in the records' own order, then each line's hash. */
const COLUMNS: [string, (record: EventRecord) => Cell][] = [
  ["seq", (r) => r.seq],
  ["event_id", (r) => r.event_id],
  ["occurred_at", (r) => r.occurred_at],
  ["system", (r) => r.system],
  ["actor", (r) => r.actor],
  ["subject_ref", (r) => r.subject_ref],
  ["modality", (r) => r.modality],
  ["operation", (r) => r.operation],
  ["purpose", (r) => r.purpose],
  ["jurisdiction", (r) => r.jurisdiction],
  ["basis", (r) => r.basis],
  ["consent_id", (r) => r.consent?.id ?? null],
  ["consent_method", (r) => r.consent?.method ?? null],
  ["consent_notice_version", (r) => r.consent?.notice_version ?? null],
  ["consent_granted_at", (r) => r.consent?.granted_at ?? null],
  ["consent_expires_at", (r) => r.consent?.expires_at ?? null],
  ["decision", (r) => r.decision],
  ["reason", (r) => r.reason],
  ["notice_channel", (r) => r.notice_sent?.channel ?? null],
  ["notice_at", (r) => r.notice_sent?.at ?? null],
  ["biometric_destroy_by", (r) => r.retention.biometric_destroy_by],
  ["record_keep_until", (r) => r.retention.record_keep_until],
  ["disclosed_to", (r) => r.disclosed_to.join(";")],
  ["prev_hash", (r) => r.prev_hash],
];

/**
 * One CSV cell (RFC 4180). A text that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP's CSV injection advice says.
 */
export function csvCell(value: Cell): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** events.csv: a header, then one row per record with the SHA-256 of its JSONL line; CRLF line ends. */
export function eventsCsv(chain: readonly ChainedEvent[]): string {
  const rows = [
    [...COLUMNS.map(([name]) => name), "sha256"],
    ...chain.map(({ record, hash }) => [...COLUMNS.map(([, read]) => read(record)), hash]),
  ];
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
