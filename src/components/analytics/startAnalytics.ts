import { inject, pageview, track } from "@vercel/analytics";
import { injectSpeedInsights } from "@vercel/speed-insights";
import { builtOnVercel } from "../../config/builtOnVercel";
import { readAnalyticsEvent, type AnalyticsEvent } from "./analyticsEvents";
import { reportedUrl } from "./reportedUrl";
import { visitorOptedOut } from "./visitorOptedOut";

/** Both scripts hand each event to this before sending: the page's address goes without its query or fragment. */
function pathOnly<E extends { url: string }>(event: E): E | null {
  const url = reportedUrl(event.url);
  return url ? { ...event, url } : null;
}

/** Sends one event from the list; anything else is dropped here. */
function report(event: AnalyticsEvent) {
  const checked = readAnalyticsEvent(event);
  if (!checked) return;
  const send = () => track(checked.name, checked.properties);
  // Vercel's script sends an event once and forgets it if the request fails, so a sign-up
  // queued while offline would never be counted: its event waits for the connection too.
  if (navigator.onLine) send();
  else window.addEventListener("online", send, { once: true });
}

/**
 * Vercel Web Analytics (page views and the site's events) and Speed Insights, as the
 * packages' own Astro components start them, but only in builds made on Vercel and
 * never when the visitor's browser sends Global Privacy Control or Do Not Track: then
 * no script loads and no event is sent. `path` is the page's own path (`/404` on the
 * error page), so an address a visitor typed is never reported.
 */
export function startAnalytics(path: string) {
  if (!builtOnVercel || visitorOptedOut(navigator)) return;
  inject({ framework: "astro", disableAutoTrack: true, beforeSend: pathOnly });
  pageview({ route: path, path });
  injectSpeedInsights({ framework: "astro", route: path, beforeSend: pathOnly });
  window.reportAnalyticsEvent = (event) => {
    try {
      report(event);
    } catch (error) {
      // Measuring must never break what the visitor is doing.
      console.error("Analytics event not sent", error);
    }
  };
}
