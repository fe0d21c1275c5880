import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PHONE = { width: 412, height: 823 };

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

for (const path of ["/", "/privacy"]) {
  test(`${path} first paints before it fetches anything, then fetches the brand face`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await waitForFirstPaint(page);
    // Not even the font: on a phone any request shares the connection with the document.
    await expect
      .poll(async () => (await requestsAroundFirstPaint(page)).filter((request) => request.path.endsWith(".woff2")))
      .toHaveLength(1);
    const requests = await requestsAroundFirstPaint(page);
    expect(requests.filter((request) => request.sinceFirstPaint < 0)).toEqual([]);
    // Nor the favicon, which is in the page (browsers fetch icons outside Resource Timing).
    expect(await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href")).toMatch(
      /^data:image\/svg\+xml,/,
    );
  });

  test(`loading ${path} on a phone runs no island: React comes only when the visitor reaches for one`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
  });
}

/** Whether the headline is drawn in the first family of its stack, and that family has loaded. */
const drawnInPlexSans = (page: Page) =>
  page.getByRole("heading", { level: 1 }).evaluate((element) => {
    const family = getComputedStyle(element).fontFamily.split(",")[0]!.replace(/["']/g, "").trim();
    return [...document.fonts].some((face) => face.family.replace(/["']/g, "") === family && face.status === "loaded");
  });

test("Plex Sans shows once it arrives, even late on a first visit, and its swap moves nothing", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Held until the page has painted without it, far past any block period a browser gives a
  // web font, however slow the machine.
  let releaseFont!: () => void;
  const fontReleased = new Promise<void>((resolve) => (releaseFont = resolve));
  await page.route("**/*.woff2", async (route) => {
    await fontReleased;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await waitForFirstPaint(page);
  expect(await drawnInPlexSans(page), "painted first in the fallback").toBe(false);
  await page.waitForTimeout(1_000);
  releaseFont();
  await expect.poll(() => drawnInPlexSans(page), { timeout: 5_000 }).toBe(true);

  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThan(0.01);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Plex Sans still shows", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => drawnInPlexSans(page)).toBe(true);
  });
});
