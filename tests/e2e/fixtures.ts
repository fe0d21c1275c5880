import { test as base, expect, type Page } from "@playwright/test";
import { COLLECTOR_ALIAS_HOST } from "./waitlistCollector";

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;
/** Our own collector under its public-looking name (Chromium maps it to loopback). */
const isLocal = (url: URL) => LOOPBACK.test(url.href) || url.hostname === COLLECTOR_ALIAS_HOST;

/**
 * Every test starts offline from the world: any request that leaves loopback is
 * aborted (tests that need a third party fulfil it themselves with a more specific
 * route), and Vercel's analytics paths answer as they do off Vercel.
 */
export const test = base.extend<{ offlineFromTheWorld: void }>({
  offlineFromTheWorld: [
    async ({ context }, use) => {
      await context.route(
        (url) => !isLocal(url),
        (route) => route.abort("blockedbyclient"),
      );
      await context.route("**/_vercel/**", (route) => route.fulfill({ status: 404, body: "" }));
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once the islands that hydrate by themselves (client:idle, client:load)
 * have hydrated; Astro drops `ssr` then. client:visible islands wait to be seen, and
 * client:interaction ones for the visitor to reach into them.
 */
export async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"]):not([client="interaction"])')).toHaveCount(0);
}

/** Starts loading `path` and resolves `ms` after the navigation began, with the page still loading. */
export async function startLoading(page: Page, path: string, ms: number) {
  const started = Date.now();
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForTimeout(Math.max(0, ms - (Date.now() - started)));
}

/**
 * Stops the clock `page.clock.install()` gave the context, a second ahead. Until then its time runs with the real one,
 * so a time read from the page first could be past by the call on a busy machine ("Cannot fast-forward to the past").
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000);
}
