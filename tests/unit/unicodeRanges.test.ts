import { describe, expect, it } from "vitest";
import { SANS_EXTENDED_RANGES, SANS_RANGES } from "../../src/config/fontSubsets";
import { parseUnicodeRanges, subtractUnicodeRanges } from "../../src/config/unicodeRanges";

const codePoints = (list: string) =>
  new Set(
    parseUnicodeRanges(list).flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)),
  );

describe("subtractUnicodeRanges", () => {
  it("cuts holes out of ranges and keeps what is left on each side", () => {
    expect(subtractUnicodeRanges("U+0000-00FF", "U+0020-007E,U+00A9")).toBe("U+0000-001F,U+007F-00A8,U+00AA-00FF");
  });

  it("drops a range that is removed whole and keeps one that is untouched", () => {
    expect(subtractUnicodeRanges("U+0131,U+2000-206F", "U+0100-0200")).toBe("U+2000-206F");
  });

  it("rejects what is not a unicode-range", () => {
    expect(() => subtractUnicodeRanges("U+00ZZ", "U+0020")).toThrow(/Not a unicode-range/);
  });
});

describe("the two Plex Sans files", () => {
  it("never claim the same character, so the browser never fetches both for one glyph", () => {
    const primary = codePoints(SANS_RANGES);
    const shared = [...codePoints(SANS_EXTENDED_RANGES)].filter((codePoint) => primary.has(codePoint));
    expect(shared).toEqual([]);
  });

  it("together cover accented Latin letters", () => {
    const all = new Set([...codePoints(SANS_RANGES), ...codePoints(SANS_EXTENDED_RANGES)]);
    for (const letter of "éüñçœ") expect(all.has(letter.codePointAt(0)!)).toBe(true);
  });
});
