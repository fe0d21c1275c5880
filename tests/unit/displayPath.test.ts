import { displayPath, MAX_CLUSTER, MAX_SHOWN_PATH } from "../../src/components/not-found/displayPath";

describe("displayPath", () => {
  it("decodes the address", () => {
    expect(displayPath("/caf%C3%A9/menu")).toBe("/café/menu");
  });

  it("keeps a malformed escape as it came", () => {
    expect(displayPath("/100%/sure")).toBe("/100%/sure");
  });

  it("cuts a long address to a readable length with an ellipsis", () => {
    const shown = displayPath(`/${"a".repeat(8000)}`);
    expect(Array.from(shown)).toHaveLength(MAX_SHOWN_PATH);
    expect(shown.endsWith("…")).toBe(true);
    expect(displayPath(`/${"b".repeat(MAX_SHOWN_PATH - 1)}`)).not.toContain("…");
  });

  it("never cuts a written-out character in half", () => {
    expect(displayPath(`/${"%E2%80%8B".repeat(40)}`)).toMatch(/(\[U\+200B\])+…$/);
  });

  it("never cuts a character in half", () => {
    const shown = displayPath(`/${"😀".repeat(200)}`);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("writes out bidi and control characters, so a crafted address cannot pass for another name", () => {
    const shown = displayPath("/invoice-%E2%80%AEfdp.exe");
    expect(shown).toBe("/invoice-[U+202E]fdp.exe");
    expect(displayPath("/a%00b%1Bc%0D%0Ad%E2%81%A6e")).toBe("/a[U+0000]b[U+001B]c[U+000D][U+000A]d[U+2066]e");
    expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("writes out zero-width, line-separator and tag characters too", () => {
    expect(displayPath("/x%E2%80%8By%E2%80%A8z%F3%A0%81%81%EF%BB%BF")).toBe("/x[U+200B]y[U+2028]z[U+E0041][U+FEFF]");
  });

  it("keeps two combining marks on a letter and writes out the rest of a pile", () => {
    expect(displayPath("/a%CC%81%CC%82")).toBe("/a\u0301\u0302");
    expect(displayPath("/a%CC%81%CC%82%CC%83%CC%84")).toBe("/a\u0301\u0302[U+0303][U+0304]");
  });

  it("keeps ordinary letters of any script as they are", () => {
    expect(displayPath("/%D8%B9%D8%B1%D8%A8%D9%8A/%E6%97%A5%E6%9C%AC")).toBe("/عربي/日本");
    expect(displayPath("/vi%E1%BB%87t")).toBe("/việt");
  });

  it("writes out Hangul fillers, the braille blank and spaces other than the space", () => {
    expect(displayPath("/a%E3%85%A4b%E1%85%9Fc%E2%A0%80d%C2%A0e%E3%80%80f g")).toBe(
      "/a[U+3164]b[U+115F]c[U+2800]d[U+00A0]e[U+3000]f g",
    );
  });

  it("keeps a syllable of jamo and a conjunct whole, and writes out a chain no line break can split", () => {
    expect(displayPath("/\u1100\u1161\u11A8")).toBe("/\u1100\u1161\u11A8");
    expect(displayPath("/\u0938\u094D\u0924\u094D\u0930")).toBe("/\u0938\u094D\u0924\u094D\u0930");
    const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
    for (const chain of ["\u1100" + "\u1161".repeat(100), "\u1100".repeat(100), "\u0915" + "\u094D\u0937".repeat(60)]) {
      const clusters = Array.from(segmenter.segment(displayPath(`/${chain}`, 10_000)), ({ segment }) =>
        Array.from(segment),
      );
      expect(Math.max(...clusters.map((cluster) => cluster.length))).toBeLessThanOrEqual(MAX_CLUSTER);
      expect(clusters.map((cluster) => cluster.join("")).join("")).toContain("[U+");
    }
  });
});
