import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const insightsScript = readFileSync(new URL("./insights-script-double.js", import.meta.url), "utf8");

/** One custom event as it left the page: its name and, if it had any, its properties. */
export interface SentEvent {
  name: string;
  properties?: Record<string, unknown>;
}

/** What the page sent to Vercel's paths, as the host would receive it. */
export interface AnalyticsTraffic {
  /** Every request to `/_vercel/…` (scripts, page views, events): URL and body. */
  requests: { url: string; body: string }[];
  /** The reported page views' `o` (page URL) fields. */
  views: string[];
  events: SentEvent[];
}

/**
 * Stands in for Vercel's analytics paths: the insights script double, and its page view
 * and event endpoints, which record what they receive. Speed Insights' script answers 404,
 * as it does anywhere but on Vercel (the package then logs a console message).
 */
export async function serveVercelAnalytics(page: Page): Promise<AnalyticsTraffic> {
  const traffic: AnalyticsTraffic = { requests: [], views: [], events: [] };
  await page.route("**/_vercel/**", (route) => {
    const request = route.request();
    const body = request.postData() ?? "";
    traffic.requests.push({ url: request.url(), body });
    const { pathname } = new URL(request.url());
    if (pathname === "/_vercel/insights/script.js")
      return route.fulfill({ contentType: "text/javascript", body: insightsScript });
    if (request.method() === "POST" && pathname === "/_vercel/insights/view") {
      traffic.views.push((JSON.parse(body) as { o: string }).o);
      return route.fulfill({ status: 200, body: "OK" });
    }
    if (request.method() === "POST" && pathname === "/_vercel/insights/event") {
      const { en, ed } = JSON.parse(body) as { en: string; ed?: Record<string, unknown> };
      traffic.events.push(ed === undefined ? { name: en } : { name: en, properties: ed });
      return route.fulfill({ status: 200, body: "OK" });
    }
    return route.fulfill({ status: 404, body: "" });
  });
  return traffic;
}

/** Every request to Vercel's paths, whatever answers it, for "nothing at all" checks. */
export function recordVercelRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_vercel/")) urls.push(request.url());
  });
  return urls;
}

/** The strings in `values`, raw and as a form or URL would encode them, that appear anywhere in the traffic. */
export function leakedValues(traffic: AnalyticsTraffic, values: string[]): string[] {
  const everything = JSON.stringify(traffic.requests);
  return values.filter((value) =>
    [
      value,
      encodeURIComponent(value),
      new URLSearchParams({ v: value }).toString().slice(2),
      JSON.stringify(value).slice(1, -1),
    ].some((form) => everything.includes(form)),
  );
}
