import {
  scheduleLines,
  activeLine,
  MS_PER_CHARACTER,
  typedCharacters,
  typingDuration,
} from "../../src/components/terminal/typingSchedule";

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

describe("scheduleLines: the terminal's schedule, built where an editor changes the log", () => {
  const text = (length: number) => ({ tone: "ok" as const, text: "x".repeat(length) });

  it("starts each line once the one before is typed, on the half second, at least a second apart", () => {
    const lines = scheduleLines(
      [
        { tone: "command", text: "x".repeat(40) }, // 1,600 ms to type
        { tone: "ok", text: "x".repeat(10) }, // 400 ms
        { tone: "ok", text: "x".repeat(26) }, // 1,040 ms
        { tone: "ok", text: "done" },
      ],
      "Terminal.astro",
    );
    expect(lines.map((line) => line.delayMs)).toEqual([0, 2_000, 3_000, 4_500, 4_500, 4_500]);
    lines.slice(1, 4).forEach((line, index) => {
      expect(line.delayMs - lines[index].delayMs).toBeGreaterThanOrEqual(1_000);
      expect(line.delayMs - lines[index].delayMs).toBeLessThanOrEqual(2_000);
      expect(typingDuration([lines[index]])).toBeLessThanOrEqual(line.delayMs);
    });
  });

  it("accepts a log whose last line starts at 22 s", () => {
    const lines = scheduleLines(
      Array.from({ length: 12 }, () => text(50)),
      "Terminal.astro",
    );
    expect(lines.at(-1)!.delayMs).toBe(22_000);
  });

  it("stops the build, naming the file and the line, when a line is too long for its 2 s step", () => {
    expect(() => scheduleLines([text(51), text(4)], "Terminal.astro")).toThrow(
      /Terminal\.astro: terminal line 1 \("x{51}"\) takes 2\.5 s to type/,
    );
    expect(() => scheduleLines([text(50), text(4)], "Terminal.astro")).not.toThrow();
  });

  it("stops the build when the log runs past 22 s", () => {
    expect(() =>
      scheduleLines(
        Array.from({ length: 13 }, () => text(50)),
        "Terminal.astro",
      ),
    ).toThrow(/Terminal\.astro: the terminal's last line starts at 24 s; it must start by 22 s\. Set `inLog: false`/);
  });

  it("ends the log with two invisible filler lines, starting with its last line", () => {
    const lines = scheduleLines(
      [
        { tone: "command", text: "a" },
        { tone: "ok", text: "b" },
      ],
      "Terminal.astro",
    );
    expect(lines.slice(-2)).toEqual([
      { delayMs: 1_000, tone: "filler", text: "..." },
      { delayMs: 1_000, tone: "filler", text: "..." },
    ]);
  });
});
