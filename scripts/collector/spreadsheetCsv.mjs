// The collector's sign-ups as CSV for a spreadsheet. Values are stored as they were given; only
// here, on the way into a spreadsheet, are they made inert: a cell that starts with =, +, -, @,
// a tab or a carriage return would run as a formula, so it gets a leading apostrophe (OWASP's
// CSV injection advice), and every cell is quoted.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, safe to open: quoted, quotes doubled, a formula start neutralised. */
export function csvCell(value) {
  const text = String(value ?? "");
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
}

/** A header row and one row per record (`{ receivedAt, id?, fields }`), CRLF-separated as RFC 4180 has it. */
export function signupsCsv(records) {
  const rows = [["received at", "id", "name", "email", "organization"]];
  for (const { receivedAt, id, fields } of records)
    rows.push([receivedAt, id ?? "", fields.name, fields.email, fields.company]);
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
