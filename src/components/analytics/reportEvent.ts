import type { AnalyticsChannel, AnalyticsEvent } from "./analyticsEvents";

const channel: AnalyticsChannel = "bioattest:analytics";

/**
 * Reports an event, for the analytics loader to send if it runs on this page (it does not for a
 * visitor who asked not to be tracked). A DOM event and not a call into the loader, so an island
 * never brings the analytics code into its bundle. Call it as `if (__BUILT_ON_VERCEL__) reportEvent(…)`,
 * so every other build drops the call, its event names and this module.
 */
export function reportEvent(event: AnalyticsEvent) {
  document.dispatchEvent(new CustomEvent(channel, { detail: event }));
}
