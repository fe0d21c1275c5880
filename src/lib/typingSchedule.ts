/** The brief's typing speed for the terminal log. */
export const MS_PER_CHARACTER = 40;

export interface TimedLine {
  text: string;
  /** When this line starts typing, in ms after the log comes into view. */
  delayMs: number;
}

/** How many characters of each line are typed `elapsedMs` after the log started. */
export function typedCharacters(lines: readonly TimedLine[], elapsedMs: number, msPerCharacter = MS_PER_CHARACTER): number[] {
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
