export type StatFormat = { prefix?: string; suffix?: string; decimals?: number };

/** "$1.4B", "$17B", "8": a count-up frame or the final value, in the same shape. */
export function formatStat(value: number, { prefix = "", suffix = "", decimals = 0 }: StatFormat = {}): string {
  const factor = 10 ** decimals;
  // Round down while counting so a frame never shows more than the target.
  const shown = Math.floor(value * factor + 1e-9) / factor;
  return `${prefix}${shown.toFixed(decimals)}${suffix}`;
}
