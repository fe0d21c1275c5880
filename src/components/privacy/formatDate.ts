/** "November 23, 2026": the long US form used for the policy's "Last updated" line. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(date);
}

/** "2026-11-23" in the visitor's own calendar day, for `<time datetime>`. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
