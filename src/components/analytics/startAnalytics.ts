import { inject, pageview, track } from "@vercel/analytics";
import { injectSpeedInsights } from "@vercel/speed-insights";
import { DEMO_DIALOG_ID, DEMO_DIALOG_OPENED } from "../demo/demoDialog";
import type { DemoOpener } from "./analyticsEvents";
import { reportedUrl } from "./reportedUrl";
import { visitorOptedOut } from "./visitorOptedOut";

/** Both scripts hand each event to this before sending: the page's address goes without its query or fragment. */
function pathOnly<E extends { url: string }>(event: E): E | null {
  const url = reportedUrl(event.url);
  return url ? { ...event, url } : null;
}

/**
 * Vercel Web Analytics (page views and the site's events) and Speed Insights, as the
 * packages' own Astro components start them, but only in builds made on Vercel and
 * never when the visitor's browser sends Global Privacy Control or Do Not Track: then
 * no script loads and no event is sent. `path` is the page's own path (`/404` on the
 * error page), so an address a visitor typed is never reported.
 */
export function startAnalytics(path: string) {
  if (!__BUILT_ON_VERCEL__ || visitorOptedOut(navigator)) return;
  inject({ framework: "astro", disableAutoTrack: true, beforeSend: pathOnly });
  pageview({ route: path, path });
  injectSpeedInsights({ framework: "astro", route: path, beforeSend: pathOnly });
  reportDemoOpenings();
}

/** The page's early script opens the demo dialog and says so with a DOM event; an opening before this loader ran is counted too. */
function reportDemoOpenings() {
  const reportFrom = (dialog: HTMLElement) => track("demo_opened", { from: dialog.dataset.openedFrom as DemoOpener });
  document.addEventListener(DEMO_DIALOG_OPENED, (event) => reportFrom(event.target as HTMLElement));
  const dialog = document.getElementById(DEMO_DIALOG_ID);
  if (dialog?.hasAttribute("open")) reportFrom(dialog);
}
