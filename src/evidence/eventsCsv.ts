import { fieldPaths, readPath, type ChainedEvent } from "./evidenceChain";

export type Cell = string | number | null;

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

const cell = (value: unknown): Cell =>
  Array.isArray(value) ? value.join(";") : typeof value === "number" ? value : value == null ? null : String(value);

/** events.csv: a column per record field (`consent.id` as `consent_id`), then each line's SHA-256; CRLF line ends. */
export function eventsCsv(chain: readonly ChainedEvent[]): string {
  const columns = fieldPaths(chain.map(({ record }) => record));
  const rows = [
    [...columns.map((path) => path.replaceAll(".", "_")), "sha256"],
    ...chain.map(({ record, hash }) => [...columns.map((path) => cell(readPath(record, path))), hash]),
  ];
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
