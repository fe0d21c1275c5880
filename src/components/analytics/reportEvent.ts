import type { AnalyticsEvent } from "./analyticsEvents";

/**
 * What `track()` from @vercel/analytics does, without bringing the package into the islands (it
 * stays in the loader, inlined in the page). Call as `if (__BUILT_ON_VERCEL__) reportEvent(…)`, so
 * other builds drop it; without the loader (a visitor who opted out) `window.va` is not there.
 */
export function reportEvent({ name, ...data }: AnalyticsEvent) {
  const send = () => window.va?.("event", { name, data });
  // Vercel's script drops an event whose request fails, so an offline one waits for the connection.
  if (navigator.onLine) send();
  else window.addEventListener("online", send, { once: true });
}
