/** CSS `unicode-range` lists ("U+0000-00FF,U+0131"), as inclusive code point intervals. */
type Interval = [first: number, last: number];

export function parseUnicodeRanges(list: string): Interval[] {
  return list.split(",").map((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range: "${part}"`);
    const first = parseInt(match[1], 16);
    return [first, match[2] ? parseInt(match[2], 16) : first];
  });
}

export function formatUnicodeRanges(intervals: Interval[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return intervals
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(",");
}

/** The code points of `list` that are not in `removed`, so two font files never claim one character. */
export function subtractUnicodeRanges(list: string, removed: string): string {
  const holes = parseUnicodeRanges(removed).sort((a, b) => a[0] - b[0]);
  const kept: Interval[] = [];
  for (const [first, last] of parseUnicodeRanges(list).sort((a, b) => a[0] - b[0])) {
    let start = first;
    for (const [holeFirst, holeLast] of holes) {
      if (holeLast < start || holeFirst > last) continue;
      if (holeFirst > start) kept.push([start, holeFirst - 1]);
      start = Math.max(start, holeLast + 1);
    }
    if (start <= last) kept.push([start, last]);
  }
  return formatUnicodeRanges(kept);
}
