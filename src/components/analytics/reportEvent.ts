import type { AnalyticsEvent } from "./analyticsEvents";

/** `track()` without the package in the islands; call behind `if (__BUILT_ON_VERCEL__)`. No-op for an opted-out visitor. */
export function reportEvent({ name, ...data }: AnalyticsEvent) {
  // As track() does: an event without properties carries no `data`.
  const send = () => window.va?.("event", Object.keys(data).length > 0 ? { name, data } : { name });
  // Vercel's script drops an event whose request fails, so an offline one waits for the connection.
  if (navigator.onLine) send();
  else window.addEventListener("online", send, { once: true });
}
