export const MS_PER_CHARACTER = 40;

// Each line starts 1 to 2 s after the one before, the last by 22 s (EDITING.md, "Change the terminal").
const MIN_STEP_MS = 1_000;
const MAX_STEP_MS = 2_000;
const LAST_DELAY_MS = 22_000;
const BEAT_MS = 500;

/** `delayMs`: when the line starts typing, in ms after the log comes into view. */
export type TimedLine = { text: string; delayMs: number };
export type TerminalLine = TimedLine & { tone: "command" | "ok" | "info" | "muted" | "filler" };

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en")} s`;

/** Each line starts on the half second once the one before is typed, and two invisible filler dots end the log; a log that does not fit stops the build. */
export function scheduleLines(lines: readonly Omit<TerminalLine, "delayMs">[], source: string): TerminalLine[] {
  let delayMs = 0;
  const scheduled = lines.map((line, index) => {
    const previous = lines[index - 1];
    if (previous) {
      const step = Math.max(MIN_STEP_MS, Math.ceil((previous.text.length * MS_PER_CHARACTER) / BEAT_MS) * BEAT_MS);
      if (step > MAX_STEP_MS)
        throw new Error(
          `${source}: terminal line ${index} ("${previous.text}") takes ${seconds(step)} to type; the next line must start within ${seconds(MAX_STEP_MS)}. Shorten it.`,
        );
      delayMs += step;
    }
    return { ...line, delayMs };
  });
  if (delayMs > LAST_DELAY_MS)
    throw new Error(
      `${source}: the terminal's last line starts at ${seconds(delayMs)}; it must start by ${seconds(LAST_DELAY_MS)}. Set \`inLog: false\` on an event to keep it out of the log, or shorten its lines.`,
    );
  return [...scheduled, ...Array.from({ length: 2 }, () => ({ delayMs, tone: "filler" as const, text: "..." }))];
}

/** How many characters of each line are typed `elapsedMs` after the log started. */
export function typedCharacters(lines: readonly TimedLine[], elapsedMs: number): number[] {
  return lines.map(({ text, delayMs }) =>
    Math.min(text.length, Math.max(0, Math.floor((elapsedMs - delayMs) / MS_PER_CHARACTER))),
  );
}

/** When the last character of the whole log has been typed. */
export function typingDuration(lines: readonly TimedLine[]): number {
  return Math.max(0, ...lines.map(({ text, delayMs }) => delayMs + text.length * MS_PER_CHARACTER));
}

/** The line being typed at `elapsedMs` (the last one that has started), for the cursor; -1 before any. */
export function activeLine(lines: readonly TimedLine[], elapsedMs: number): number {
  return lines.findLastIndex(({ delayMs }) => elapsedMs >= delayMs);
}
