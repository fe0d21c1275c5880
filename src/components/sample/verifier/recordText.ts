import canonicalize from "canonicalize";

/** Records as a reader edits them: shown indented, hashed in their RFC 8785 form as the export's lines are. */

/** A record's line, indented two spaces a level for reading; a line that is not JSON as it is. */
export function prettyRecord(line: string) {
  try {
    return JSON.stringify(JSON.parse(line), null, 2);
  } catch {
    return line;
  }
}

/** The line a record's text stands for: its canonical JSON, or the text itself where it is not JSON (no hash matches it). */
export function canonicalLine(text: string) {
  try {
    return canonicalize(JSON.parse(text)) ?? text;
  } catch {
    // Not JSON, or nested too deep to serialise again.
    return text;
  }
}

/** Whether a line is a JSON object at all: a record, sound or changed, rather than text that no longer parses. */
export function isJsonObject(line: string) {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
