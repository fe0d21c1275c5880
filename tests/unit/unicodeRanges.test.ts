import { describe, expect, it } from "vitest";
import { SANS_EXTENDED_RANGES, SANS_RANGES } from "../../src/config/fontSubsets";

/** Fontsource's Latin subset for Plex Sans: every character the two files must cover between them. */
const SANS_LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

const codePoints = (list: string) =>
  list.split(",").flatMap((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range: "${part}"`);
    const [first, last] = [parseInt(match[1]!, 16), parseInt(match[2] ?? match[1]!, 16)];
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });

/** The ranges a list of code points makes, written as CSS unicode-range. */
const asRanges = (points: number[]) => {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  const runs: [number, number][] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run[1] === point - 1) run[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(",");
};

describe("the two Plex Sans files", () => {
  it("never claim the same character, so the browser never fetches both for one glyph", () => {
    const primary = new Set(codePoints(SANS_RANGES));
    expect(codePoints(SANS_EXTENDED_RANGES).filter((point) => primary.has(point))).toEqual([]);
  });

  it("together cover Fontsource's Latin subset: after changing SANS_RANGES, set the extended list to what this expects", () => {
    const primary = new Set(codePoints(SANS_RANGES));
    expect(SANS_EXTENDED_RANGES).toBe(asRanges(codePoints(SANS_LATIN).filter((point) => !primary.has(point))));
  });

  it("reads ranges and single code points, and writes them back the same", () => {
    expect(asRanges(codePoints("U+0041-0043,U+00E9"))).toBe("U+0041-0043,U+00E9");
    expect(() => codePoints("U+00ZZ")).toThrow(/Not a unicode-range/);
  });
});
