import { activeLine, MS_PER_CHARACTER, typedCharacters, typingDuration } from "../../src/lib/typingSchedule";

const lines = [
  { text: "abc", delayMs: 0 },
  { text: "hello", delayMs: 1000 },
  { text: "...", delayMs: 2500 },
];

describe("typingSchedule", () => {
  it("types at 40 ms per character, each line from its own delay", () => {
    expect(MS_PER_CHARACTER).toBe(40);
    expect(typedCharacters(lines, 0)).toEqual([0, 0, 0]);
    expect(typedCharacters(lines, 39)).toEqual([0, 0, 0]);
    expect(typedCharacters(lines, 40)).toEqual([1, 0, 0]);
    expect(typedCharacters(lines, 119)).toEqual([2, 0, 0]);
    expect(typedCharacters(lines, 1080)).toEqual([3, 2, 0]);
  });

  it("never types past the end of a line or before the log starts", () => {
    expect(typedCharacters(lines, 60_000)).toEqual([3, 5, 3]);
    expect(typedCharacters(lines, -500)).toEqual([0, 0, 0]);
  });

  it("knows when the last character lands", () => {
    expect(typingDuration(lines)).toBe(2500 + 3 * 40);
    expect(typingDuration([])).toBe(0);
    expect(typedCharacters(lines, typingDuration(lines))).toEqual([3, 5, 3]);
  });

  it("puts the cursor on the latest line that has started", () => {
    expect(activeLine(lines, -1)).toBe(-1);
    expect(activeLine(lines, 0)).toBe(0);
    expect(activeLine(lines, 999)).toBe(0);
    expect(activeLine(lines, 1000)).toBe(1);
    expect(activeLine(lines, 9999)).toBe(2);
  });
});
