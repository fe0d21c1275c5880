import type { CDPSession, Page } from "@playwright/test";
import { serveCalProvider } from "./cal/calProvider";
import { expect, startLoading, test } from "./fixtures";
import { signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, waitlistCard } from "./waitlistPage";

// A visitor on a mid-range phone does not wait for the page to settle: every moment after the
// first paint, the page's main actions must already do what they say. Lighthouse's phone runs
// the CPU 4x slower than a desktop; so do these tests.
const CPU_SLOWDOWN = 4;
test.use({ reducedMotion: "no-preference" });
const MOMENTS_MS = [0, 250, 500, 1000];

const dialog = (page: Page) => page.getByRole("dialog", { name: /Book a demo/ });

/** Records, in the page's own clock, when a click lands and when the demo dialog opens. */
async function recordClickToDialog(page: Page) {
  await page.addInitScript(() => {
    const times = { click: NaN, open: NaN };
    Object.assign(window, { clickToDialog: times });
    document.addEventListener("click", () => (times.click = performance.now()), true);
    new MutationObserver(() => {
      if (document.querySelector("dialog[open]") && Number.isNaN(times.open)) times.open = performance.now();
    }).observe(document, { subtree: true, attributeFilter: ["open"] });
  });
}

async function slowDown(page: Page): Promise<CDPSession> {
  // Chromium's throttler keeps a core busy while it slows the page: 3 CPU-s a test, 8-11 s within a full run.
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

/** A slow network too: the page's scripts arrive only after `ms`. */
async function delayScripts(page: Page, ms: number) {
  await page.route("**/_astro/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function expectDialogWithin(page: Page, ms: number) {
  await expect(dialog(page)).toBeVisible();
  const { click, open } = await page.evaluate(
    () => (window as unknown as { clickToDialog: { click: number; open: number } }).clickToDialog,
  );
  expect(open - click, `the dialog opened within ${ms} ms of the click`).toBeLessThanOrEqual(ms);
  expect(new URL(page.url()).hash, "the link's #book-demo was not followed").toBe("");
}

for (const at of MOMENTS_MS) {
  test(`Book Demo in the header, clicked ${at} ms into a slow load, opens the dialog`, async ({ page }) => {
    await serveCalProvider(page);
    await recordClickToDialog(page);
    await delayScripts(page, 3_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await slowDown(page);
    await startLoading(page, "/", at);
    const link = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
    await link.click();
    await expectDialogWithin(page, 1_500);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test(`Book Demo in the phone menu, chosen ${at} ms into a slow load, opens the dialog`, async ({ page }) => {
    await serveCalProvider(page);
    await recordClickToDialog(page);
    await delayScripts(page, 3_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await slowDown(page);
    await startLoading(page, "/", at);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Book Demo" }).click();
    await expectDialogWithin(page, 1_500);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(menuButton).toBeFocused();
  });
}

for (const at of [250, 1000]) {
  test(`a sign-up sent ${at} ms into a slow load ends in the card's thank-you, and arrives once`, async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await slowDown(page);
    await startLoading(page, "/", at);
    const card = waitlistCard(page, "compact");
    const email = uniqueEmail(`early-${at}`);
    await fillCard(card, { name: "Early Bird", email, company: "Slow Phones Ltd" });
    await card.submit.click();

    await expect(card.thanks).toBeVisible();
    expect(new URL(page.url()).pathname, "the visitor stayed on the page").toBe("/");
    await expect.poll(() => signupsFor(email)).toHaveLength(1);
    expect(posts, "one request, sent by the card, not a native post").toHaveLength(1);
  });
}

test("a submit held before the card has hydrated shows Processing... on a disabled button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The card's code never arrives: the submit stays held, showing what the card would show.
  await page.route("**/_astro/WaitlistCardIsland*", (route) => route.abort());
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  await fillCard(card, { name: "Held Back", email: uniqueEmail("held"), company: "Waiting Co" });
  await card.submit.click();
  await expect(card.submit).toHaveText("Processing...", { useInnerText: true });
  await expect(card.submit).toBeDisabled();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("keys typed right after the first tap, while the page still loads, all arrive in the sign-up, in order", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await slowDown(page);
  await startLoading(page, "/", 250);
  const card = waitlistCard(page, "compact");
  const island = page.locator("astro-island", { has: card.card });
  const email = uniqueEmail("quick");
  // Short words: each key is a round trip to a CPU slowed 4x, and the point is their order.
  await card.name.click();
  await page.keyboard.type("Ada L");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Engines");
  await expect(island, "no React ran while the visitor typed").toHaveAttribute("ssr");
  await page.keyboard.press("Enter");
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Ada L", email, company: "Engines" }]);
});
