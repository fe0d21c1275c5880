/**
 * Every event the site reports, with the only values each property may take. A closed
 * list: no event can carry a name, an email, an organization or anything else a
 * visitor typed, because nothing outside this list ever leaves the page.
 */
export const ANALYTICS_EVENTS = {
  /** A waitlist card took a sign-up: it arrived ("sent"), or waits in the browser to be sent again ("queued"). */
  waitlist_submitted: { placement: ["hero", "section"], outcome: ["sent", "queued"] },
  /** The retry queue delivered a sign-up made earlier. */
  waitlist_resent: {},
  /** The demo dialog opened, from the link marked `data-opens-demo` with this value. */
  demo_opened: { from: ["header", "menu", "band", "thanks"] },
  /** The booking calendar reported a booking made in it. */
  demo_booked: {},
  /** The calendar could not load, and the dialog shows the plain booking link instead. */
  demo_fallback: {},
} as const;

type Catalogue = typeof ANALYTICS_EVENTS;
export type AnalyticsEventName = keyof Catalogue;
type PropertiesOf<N extends AnalyticsEventName> = {
  -readonly [K in keyof Catalogue[N]]: Catalogue[N][K] extends readonly (infer V)[] ? V : never;
};

/** What an island reports: the event's name and its properties, side by side. */
export type AnalyticsEvent = { [N in AnalyticsEventName]: { name: N } & PropertiesOf<N> }[AnalyticsEventName];

export type WaitlistPlacement = Catalogue["waitlist_submitted"]["placement"][number];
export type DemoOpener = Catalogue["demo_opened"]["from"][number];

/**
 * The DOM event that carries an island's report (reportEvent.ts) to the loader (startAnalytics.ts).
 * A type both sides check their string against: a shared constant would make a module that both
 * import, and the loader would stop fitting inline in the page.
 */
export type AnalyticsChannel = "bioattest:analytics";

/** An event as `track()` takes it. */
export interface CheckedEvent {
  name: AnalyticsEventName;
  properties?: Record<string, string>;
}

/**
 * The event in `value` if it is one from the list with every property an allowed
 * value, rebuilt from the list's own keys (anything else on `value` is left behind);
 * otherwise undefined.
 */
export function readAnalyticsEvent(value: unknown): CheckedEvent | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const name = fields.name;
  if (typeof name !== "string" || !Object.hasOwn(ANALYTICS_EVENTS, name)) return undefined;
  const allowed: Record<string, readonly string[]> = ANALYTICS_EVENTS[name as AnalyticsEventName];
  const keys = Object.keys(allowed);
  const properties: Record<string, string> = {};
  for (const key of keys) {
    const given = fields[key];
    if (typeof given !== "string" || !allowed[key]!.includes(given)) return undefined;
    properties[key] = given;
  }
  return keys.length > 0 ? { name: name as AnalyticsEventName, properties } : { name: name as AnalyticsEventName };
}
