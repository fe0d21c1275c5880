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
});
