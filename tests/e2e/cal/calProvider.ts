import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The provider's script URL the site is built with (the config default). */
export const EMBED_URL = "https://app.cal.com/embed/embed.js";

// The provider's real embed.js, as @calcom/embed-core ships it: what production runs.
const embedJs = readFileSync(createRequire(import.meta.url).resolve("@calcom/embed-core"), "utf8");
const bookingPage = readFileSync(new URL("./booking-page-double.html", import.meta.url), "utf8");

export type BookingOutcome = "ready" | "held" | "failed";

/**
 * Stands in for the scheduling provider's hosts: its real embed.js, and the
 * booking-page double in the iframe. Any other request to them is refused.
 * Returns every URL the page asked the provider for.
 */
export async function serveCalProvider(page: Page, { outcome = "ready" }: { outcome?: BookingOutcome } = {}) {
  const requests: string[] = [];
  await page.route(/^https:\/\/([a-z]+\.)?cal\.com\//, (route) => {
    const url = new URL(route.request().url());
    requests.push(url.href);
    if (url.href === EMBED_URL) return route.fulfill({ contentType: "text/javascript", body: embedJs });
    if (url.hostname === "app.cal.com" && url.pathname.endsWith("/embed")) {
      return route.fulfill({
        contentType: "text/html",
        body: bookingPage.replace('data-outcome="ready"', `data-outcome="${outcome}"`),
      });
    }
    return route.abort("blockedbyclient");
  });
  return requests;
}

/** The booking page's frame, once the embed has created it. */
export function bookingFrame(page: Page) {
  return page.frameLocator("iframe.cal-embed");
}

interface BookingPageWindow {
  bookingPage: { fromParent: { method: string; arg: unknown }[]; linkReady: () => void };
}

function bookingPageWindow(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().includes("/embed?"));
  if (!frame) throw new Error("the booking page's iframe is not there");
  return frame;
}

/** What the site told the booking page (the embed's instructions, e.g. "ui"). */
export function messagesToBookingPage(page: Page) {
  return bookingPageWindow(page).evaluate(() => (window as unknown as BookingPageWindow).bookingPage.fromParent);
}

/** Tells a "held" booking page to report that its link is ready. */
export function releaseBookingPage(page: Page) {
  return bookingPageWindow(page).evaluate(() => (window as unknown as BookingPageWindow).bookingPage.linkReady());
}

/** The booking page's URL as the embed built it (path, namespace and config as query). */
export function bookingPageUrl(page: Page) {
  return new URL(bookingPageWindow(page).url());
}
