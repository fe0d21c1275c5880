import type { APIRequestContext, Page } from "@playwright/test";
import { MONO_FONT_CACHE_KEY } from "../../src/components/layout/monoFontFlag";
import { expect, test, waitForIslands } from "./fixtures";

const PHONE = { width: 412, height: 823 };

/** Plex Mono's file, as the page names it for the script that adds it after first paint. */
async function monoFontPath(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const path = /data-font-url="([^"]+)"/.exec(html)?.[1];
  expect(path, "the page names Plex Mono's file").toBeTruthy();
  return path!;
}

/** When each same-origin file was requested, relative to the first contentful paint (negative: before it). */
const requestsAroundFirstPaint = (page: Page) =>
  page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0].startTime;
    return performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, sinceFirstPaint: entry.startTime - firstPaint }));
  });

const waitForFirstPaint = (page: Page) =>
  expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);

/** Whether the first label's text is drawn in a loaded web font named like Plex Mono. */
const labelDrawnInPlexMono = (page: Page) =>
  page
    .locator(".eyebrow")
    .first()
    .evaluate(async (label) => {
      await document.fonts.ready;
      const family = getComputedStyle(label).fontFamily.split(",")[0].replace(/["']/g, "").trim();
      return (
        family.includes("Plex Mono") &&
        [...document.fonts].some((face) => face.family.replace(/["']/g, "") === family && face.status === "loaded")
      );
    });

for (const path of ["/", "/privacy"]) {
  test(`before ${path} first paints, the browser fetches only the headline's preloaded font`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await waitForFirstPaint(page);
    await waitForIslands(page);
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
    const beforePaint = (await requestsAroundFirstPaint(page)).filter((request) => request.sinceFirstPaint < 0);
    // Not the islands' JavaScript or the labels' Plex Mono: on a phone each would share the
    // connection with the font the headline waits for.
    expect(beforePaint.map((request) => request.path)).toEqual([preloaded]);
    // Nor the favicon, which is in the page (browsers fetch icons outside Resource Timing).
    expect(await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href")).toMatch(
      /^data:image\/svg\+xml,/,
    );
  });
}

test("the labels change to Plex Mono after first paint, without moving anything", async ({ page, request }) => {
  const monoPath = await monoFontPath(request);
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await expect.poll(() => labelDrawnInPlexMono(page)).toBe(true);

  const mono = (await requestsAroundFirstPaint(page)).find((entry) => entry.path === monoPath);
  expect(mono, "Plex Mono was fetched").toBeDefined();
  expect(mono!.sinceFirstPaint).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});

// (Routing, which every test here uses, turns the HTTP cache off, so where the font then comes from is not checked.)
test("a later visit draws the labels in Plex Mono from the start", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), MONO_FONT_CACHE_KEY)).not.toBeNull();

  // The family the first label asks for as soon as the page's content has been parsed.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const label = document.querySelector(".eyebrow")!;
      Object.assign(window, { labelFamilyWhenParsed: getComputedStyle(label).fontFamily });
    });
  });
  await page.goto("/privacy");
  expect(
    await page.evaluate(() => (window as unknown as { labelFamilyWhenParsed: string }).labelFamilyWhenParsed),
  ).toMatch(/^"?IBM Plex Mono/);
  await expect.poll(() => labelDrawnInPlexMono(page)).toBe(true);
});

test("when Plex Mono cannot be fetched the labels keep the fallback, and nothing breaks", async ({ page, request }) => {
  const monoPath = await monoFontPath(request);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let monoRequested = false;
  await page.route(`**${monoPath}`, (route) => {
    monoRequested = true;
    return route.abort("failed");
  });

  await page.goto("/");
  await waitForIslands(page);
  await expect.poll(() => monoRequested).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => /Plex Mono-\w+$/.test(face.family.replace(/["']/g, "")) && face.status === "error",
        ),
      ),
    )
    .toBe(true);
  expect(await labelDrawnInPlexMono(page)).toBe(false);
  // Not remembered as fetched, so the next visit does not wait for it before painting.
  expect(await page.evaluate((key) => localStorage.getItem(key), MONO_FONT_CACHE_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test("a browser that never reports a paint still hydrates the islands and gets Plex Mono", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });
  });
  await page.goto("/");
  await waitForIslands(page);
  await expect.poll(() => labelDrawnInPlexMono(page)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the labels' Plex Mono still loads, from the page's fallback copy of its rules", async ({ page, request }) => {
    const monoPath = await monoFontPath(request);
    const monoFetched = page.waitForResponse((response) => new URL(response.url()).pathname === monoPath);
    await page.goto("/");
    expect((await monoFetched).ok()).toBe(true);
  });
});
