// Not Intl.DateTimeFormat: its first use loads locale data, a 30-250 ms task on a mid-range phone.
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** "November 23, 2026". */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "2026-11-23" in the visitor's calendar day, for `<time datetime>`. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "November 23, 2026" for a fact's day written "2026-11-23", whatever the build machine's time zone. */
export function formatFactDay(iso: string): string {
  const [year, month, date] = iso.split("-").map(Number);
  return formatLongDate(new Date(year!, month! - 1, date));
}
