/** The brief's typing speed for the terminal log. */
export const MS_PER_CHARACTER = 40;

/** The brief's bounds on when lines start: the first at 0, each 1 to 2 s after the one before, the last by 22 s. */
export const FIRST_DELAY_MS = 0;
export const MIN_STEP_MS = 1_000;
export const MAX_STEP_MS = 2_000;
export const LAST_DELAY_MS = 22_000;

export interface TimedLine {
  text: string;
  /** When this line starts typing, in ms after the log comes into view. */
  delayMs: number;
}

export interface TerminalLine extends TimedLine {
  tone: "command" | "ok" | "info" | "muted" | "filler";
}

/** The brief ends the log with invisible filler dots; they start with its last line. */
export function withFillerLines(lines: readonly TerminalLine[]): TerminalLine[] {
  const delayMs = lines.at(-1)?.delayMs ?? FIRST_DELAY_MS;
  return [...lines, ...Array.from({ length: 2 }, () => ({ delayMs, tone: "filler" as const, text: "..." }))];
}

/** Lines start on the half second. */
const BEAT_MS = 500;

/**
 * When each line starts: the first at once, each next one as soon as the one before has been
 * typed, on the next half second and at least a second after it. A line too long for the brief's
 * 2 s step, or a log too long to end by 22 s, is then caught by `assertTerminalTiming`.
 */
export function scheduleLines(lines: readonly Omit<TerminalLine, "delayMs">[]): TerminalLine[] {
  let delayMs = FIRST_DELAY_MS;
  return lines.map((line, index) => {
    const previous = lines[index - 1];
    if (previous)
      delayMs += Math.max(MIN_STEP_MS, Math.ceil((previous.text.length * MS_PER_CHARACTER) / BEAT_MS) * BEAT_MS);
    return { ...line, delayMs };
  });
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en")} s`;

/** Every way a log breaks the brief's timing, in words an editor can act on; empty when it is fine. */
export function timingProblems(lines: readonly TimedLine[], msPerCharacter = MS_PER_CHARACTER): string[] {
  const problems: string[] = [];
  if (lines.length === 0) return ["the log has no lines"];
  if (lines[0].delayMs !== FIRST_DELAY_MS)
    problems.push(`line 1 must start at delayMs ${FIRST_DELAY_MS}, not ${lines[0].delayMs}`);
  lines.slice(1).forEach((line, index) => {
    const previous = lines[index];
    const where = `line ${index + 2} ("${line.text}")`;
    const step = line.delayMs - previous.delayMs;
    if (step < MIN_STEP_MS || step > MAX_STEP_MS) {
      problems.push(
        `${where} starts ${seconds(step)} after the line before; it must be ${seconds(MIN_STEP_MS)} to ${seconds(MAX_STEP_MS)}`,
      );
    }
    const typed = previous.delayMs + previous.text.length * msPerCharacter;
    if (typed > line.delayMs) {
      problems.push(
        `line ${index + 1} ("${previous.text}") is still typing at ${seconds(line.delayMs)}, when ${where} starts: shorten it or start the next line later`,
      );
    }
  });
  const last = lines[lines.length - 1];
  if (last.delayMs > LAST_DELAY_MS)
    problems.push(
      `the last line starts at ${seconds(last.delayMs)}; the brief ends the log by ${seconds(LAST_DELAY_MS)}`,
    );
  return problems;
}

/** Stops the build with the problems listed, so a timing slip is caught where the copy is edited. */
export function assertTerminalTiming(lines: readonly TimedLine[], file: string) {
  const problems = timingProblems(lines);
  if (problems.length > 0) {
    throw new Error(`The terminal log in ${file} breaks the typing schedule:\n- ${problems.join("\n- ")}`);
  }
}

/** How many characters of each line are typed `elapsedMs` after the log started. */
export function typedCharacters(
  lines: readonly TimedLine[],
  elapsedMs: number,
  msPerCharacter = MS_PER_CHARACTER,
): number[] {
  return lines.map(({ text, delayMs }) =>
    Math.min(text.length, Math.max(0, Math.floor((elapsedMs - delayMs) / msPerCharacter))),
  );
}

/** When the last character of the whole log has been typed. */
export function typingDuration(lines: readonly TimedLine[], msPerCharacter = MS_PER_CHARACTER): number {
  return Math.max(0, ...lines.map(({ text, delayMs }) => delayMs + text.length * msPerCharacter));
}

/** The line being typed at `elapsedMs` (the last one that has started), for the cursor; -1 before any. */
export function activeLine(lines: readonly TimedLine[], elapsedMs: number): number {
  let active = -1;
  lines.forEach(({ delayMs }, index) => {
    if (elapsedMs >= delayMs) active = index;
  });
  return active;
}
