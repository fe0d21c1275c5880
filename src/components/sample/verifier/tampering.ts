import canonicalize from "canonicalize";

/** One press's change to the records: fields of one record set to new values, or the record removed. */
export type Change = { at: number; set: Record<string, unknown> } | { at: number; remove: true };

/** The record's line with each field at its dotted path (`consent.granted_at`) set, kept canonical as an export writes it. */
export function setFields(line: string, set: Record<string, unknown>) {
  const record = JSON.parse(line) as Record<string, unknown>;
  for (const [path, value] of Object.entries(set)) {
    const keys = path.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((inner, key) => inner[key] as Record<string, unknown>, record);
    parent[last] = value;
  }
  return canonicalize(record)!;
}

/** The lines after one press: a removed record keeps its place as null, so the others keep their numbers. */
export function applyChange(lines: readonly string[], change: Change): (string | null)[] {
  return lines.map((line, at) => (at !== change.at ? line : "remove" in change ? null : setFields(line, change.set)));
}
