import { displayPath, MAX_SHOWN_PATH } from "../../src/components/not-found/displayPath";

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
});
