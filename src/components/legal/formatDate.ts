// Written out rather than asked of Intl.DateTimeFormat: its first use on a page loads the locale's
// calendar data, a main-thread task of 30 to 250 ms on a mid-range phone, for one English date.
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** "November 23, 2026": the long US form used for the policy's "Last updated" line. */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "2026-11-23" in the visitor's own calendar day, for `<time datetime>`. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
