import {
  scheduleLines,
  withFillerLines,
  activeLine,
  assertTerminalTiming,
  MS_PER_CHARACTER,
  timingProblems,
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

describe("timingProblems: the brief's schedule, checked where an editor changes the log", () => {
  const line = (delayMs: number, length = 10) => ({ delayMs, text: "x".repeat(length) });

  it("accepts a log that starts at 0, steps 1 to 2 s, finishes each line in time and ends by 22 s", () => {
    expect(timingProblems([line(0), line(1000), line(3000)])).toEqual([]);
    const full = Array.from({ length: 12 }, (_, index) => line(index * 2000));
    expect(full.at(-1)!.delayMs).toBe(22_000);
    expect(timingProblems(full)).toEqual([]);
  });

  it("names a line that is still typing when the next one starts", () => {
    // 30 characters take 1.2 s; the next line starts after 1 s.
    const [problem] = timingProblems([line(0, 30), line(1000)]);
    expect(problem).toMatch(/line 1 \("x{30}"\) is still typing at 1 s/);
  });

  it("names steps outside 1 to 2 s, a late last line and a late first line", () => {
    expect(timingProblems([line(0), line(500)])[0]).toMatch(/line 2 .* starts 0.5 s after/);
    expect(timingProblems([line(0), line(2500)])[0]).toMatch(/2.5 s after/);
    expect(timingProblems([line(100)])[0]).toMatch(/line 1 must start at delayMs 0/);
    const late = Array.from({ length: 13 }, (_, index) => line(index * 2000));
    expect(timingProblems(late)).toEqual([expect.stringMatching(/last line starts at 24 s/)]);
  });

  it("stops the build with the file to edit and every problem", () => {
    expect(() => assertTerminalTiming([line(0, 30), line(1000)], "Terminal.astro")).toThrow(
      /Terminal\.astro[\s\S]*still typing/,
    );
    expect(() => assertTerminalTiming([line(0), line(1000)], "Terminal.astro")).not.toThrow();
  });
});

describe("scheduleLines", () => {
  it("starts each line once the one before is typed, on the half second, at least a second apart", () => {
    const lines = scheduleLines([
      { tone: "command", text: "x".repeat(40) }, // 1,600 ms to type
      { tone: "ok", text: "x".repeat(10) }, // 400 ms
      { tone: "ok", text: "x".repeat(26) }, // 1,040 ms
      { tone: "ok", text: "done" },
    ]);
    expect(lines.map((line) => line.delayMs)).toEqual([0, 2_000, 3_000, 4_500]);
    expect(timingProblems(lines)).toEqual([]);
  });

  it("ends the log with the brief's two invisible filler lines, starting with its last line", () => {
    const lines = withFillerLines(
      scheduleLines([
        { tone: "command", text: "a" },
        { tone: "ok", text: "b" },
      ]),
    );
    expect(lines.slice(-2)).toEqual([
      { delayMs: 1_000, tone: "filler", text: "..." },
      { delayMs: 1_000, tone: "filler", text: "..." },
    ]);
  });

  it("leaves a line too long for the brief's 2 s step to the timing check", () => {
    const lines = scheduleLines([
      { tone: "command", text: "x".repeat(60) },
      { tone: "ok", text: "next" },
    ]);
    expect(timingProblems(lines)).toEqual([expect.stringMatching(/starts 2\.5 s after the line before/)]);
  });
});
