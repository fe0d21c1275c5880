import { inject, pageview, track } from "@vercel/analytics";
import { injectSpeedInsights } from "@vercel/speed-insights";
import { DEMO_DIALOG_ID, DEMO_DIALOG_OPENED } from "../../lib/demoDialog";
import { analyticsTurnedOff } from "./analyticsChoice";
import type { DemoOpener } from "./analyticsEvents";
import { reportedUrl } from "./reportedUrl";
import { visitorOptedOut } from "./visitorOptedOut";

/** Addresses go without their query or fragment; nothing goes once the visitor turns analytics off. */
function pathOnly<E extends { url: string }>(event: E): E | null {
  const url = reportedUrl(event.url);
  return url && !analyticsTurnedOff() ? { ...event, url } : null;
}

/** Vercel Analytics and Speed Insights on Vercel builds, unless GPC or DNT is on or the visitor turned them off; `path` is the page's own (`/404`). */
export function startAnalytics(path: string) {
  if (!__BUILT_ON_VERCEL__ || visitorOptedOut(navigator) || analyticsTurnedOff()) return;
  inject({ framework: "astro", disableAutoTrack: true, beforeSend: pathOnly });
  pageview({ route: path, path });
  injectSpeedInsights({ framework: "astro", route: path, beforeSend: pathOnly });
  reportDemoOpenings();
}

/** Also counts an opening from before this loader ran. */
function reportDemoOpenings() {
  const reportFrom = (dialog: HTMLElement) => track("demo_opened", { from: dialog.dataset.openedFrom as DemoOpener });
  document.addEventListener(DEMO_DIALOG_OPENED, (event) => reportFrom(event.target as HTMLElement));
  const dialog = document.getElementById(DEMO_DIALOG_ID);
  if (dialog?.hasAttribute("open")) reportFrom(dialog);
}
