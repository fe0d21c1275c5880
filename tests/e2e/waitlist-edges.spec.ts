import type { Page } from "@playwright/test";
import { ANSWER_WAIT_MS } from "../../src/waitlist/queue";
import { expect, test } from "./fixtures";
import { COLLECTOR_URL, holdAnswers, signupsFor, stallSignups, uniqueEmail } from "./waitlistCollector";
import { fillCard, keptSignups, sendSentinel, waitForIsland, waitlistCard, waitlistPostsByEmail } from "./waitlistPage";

const COMPACT = '[data-waitlist-card="compact"]';

async function submit(page: Page, email: string, { offline = false } = {}) {
  await page.goto("/");
  await waitForIsland(page, COMPACT);
  if (offline) await page.context().setOffline(true);
  const card = waitlistCard(page, "compact");
  await fillCard(card, { name: "Edge Case", email, company: "Edges Inc" });
  await card.submit.click();
  return card;
}

test("a tab closed 150 ms after a submit, before its request got through, is delivered once on the next visit", async ({
  context,
}) => {
  const email = uniqueEmail("closed");
  // The first request never gets through. Held by the service, not by a route in the page: a
  // keepalive request outlives its tab, and Chromium then sends it past the page's routes.
  await stallSignups(email, 1);
  const closing = await context.newPage();
  await submit(closing, email);
  await closing.waitForTimeout(150);
  await closing.close();
  expect(signupsFor(email)).toEqual([]);

  const next = await context.newPage();
  const postsFor = waitlistPostsByEmail(next);
  // Nothing to touch: a browser that keeps a sign-up sends it as the page loads.
  await next.goto("/");
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  await expect.poll(() => keptSignups(next)).toEqual([]);
  await sendSentinel(next);
  expect(signupsFor(email)).toHaveLength(1);
  expect(postsFor(email)).toHaveLength(1);
});

test("offline, a submit, then back online and a reload at once: delivered once", async ({ page, context }) => {
  const email = uniqueEmail("online-reload");
  const card = await submit(page, email, { offline: true });
  await expect(card.thanks).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  await waitForIsland(page, COMPACT);
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
  expect(await keptSignups(page)).toEqual([]);
});

test("a late answer after the service stored the sign-up brings no second delivery from this browser", async ({
  page,
}) => {
  const email = uniqueEmail("late");
  // Stored at once, answered seconds after the page's clock has passed the 15 s the visitor is kept waiting.
  await holdAnswers(email, 4_000);
  const postsFor = waitlistPostsByEmail(page);
  const answered: string[] = [];
  page.on("requestfinished", (request) => request.url() === COLLECTOR_URL && answered.push(request.url()));
  await page.clock.install();
  const card = await submit(page, email);
  await expect.poll(() => postsFor(email).length, { message: "the card's request is on its way" }).toBe(1);
  await page.clock.fastForward(ANSWER_WAIT_MS);
  await expect(card.thanks).toBeVisible();
  expect(answered, "thanked before the answer came").toEqual([]);
  // The request left the page; the service may not have read it yet.
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  // The answer arrives; the retries after it (2 s, 5 s) find nothing left to send.
  await expect.poll(() => keptSignups(page)).toEqual([]);
  expect(answered).toHaveLength(1);
  await page.clock.fastForward(6_000);
  await page.reload();
  await waitForIsland(page, COMPACT);
  await sendSentinel(page);
  expect(postsFor(email)).toHaveLength(1);
  expect(signupsFor(email)).toHaveLength(1);
});

test("the error screen writes out bidi controls, so an address cannot pass for another name", async ({ page }) => {
  await page.goto("/invoice-%E2%80%AEfdp.exe");
  const shown = page.locator("[data-missing-path]");
  await expect(shown).toContainText("[U+202E]");
  expect(await shown.textContent()).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  expect(await page.locator("main").textContent()).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
});

test("Back to a sign-up still waiting for its answer shows the card settled, never a spinner, and it arrives once", async ({
  page,
}) => {
  await page.addInitScript(() =>
    addEventListener("pageshow", (event) => sessionStorage.setItem("restored", String(event.persisted))),
  );
  const email = uniqueEmail("back");
  await holdAnswers(email, 6_000);
  const card = await submit(page, email);
  await expect(card.submit).toHaveText("Processing...", { useInnerText: true });
  await page.goto("/privacy");
  await page.goBack();

  const restored = await page.evaluate(() => sessionStorage.getItem("restored"));
  // From the back/forward cache the card moves on to its thank-you; a fresh load shows a fresh form.
  if (restored === "true") await expect(card.thanks).toBeVisible({ timeout: 3_000 });
  else await expect(card.submit).toBeEnabled();
  await expect(card.card).not.toContainText("Processing...", { useInnerText: true });
  // Left before its request went out, it is resent once the page is idle (client:interaction, up to 5 s).
  await expect.poll(() => signupsFor(email), { timeout: 10_000 }).toHaveLength(1);
  await expect.poll(() => keptSignups(page)).toEqual([]);
  test.info().annotations.push({ type: "restored from the back/forward cache", description: String(restored) });
  if (restored === "true") await card.again.click();
  await waitForIsland(page, COMPACT);
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
});

// Playwright turns Chromium's back/forward cache off, so the return from it is the event WebKit sends.
test("back from the back/forward cache with the answer still pending, the card thanks at once and the sign-up arrives once", async ({
  page,
}) => {
  const email = uniqueEmail("restored");
  await holdAnswers(email, 6_000);
  const postsFor = waitlistPostsByEmail(page);
  const card = await submit(page, email);
  await expect(card.submit).toHaveText("Processing...", { useInnerText: true });
  await expect.poll(() => postsFor(email).length, { message: "the card's request is on its way" }).toBe(1);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));

  await expect(card.thanks).toBeVisible({ timeout: 2_000 });
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  // The request the page gave up on is sent again, under the same signup_id, and kept once.
  await expect.poll(() => postsFor(email).length, { timeout: 10_000 }).toBe(2);
  expect(new Set(postsFor(email).map((body) => new URLSearchParams(body).get("signup_id"))).size).toBe(1);
  await expect.poll(() => keptSignups(page), { timeout: 10_000 }).toEqual([]);
  expect(signupsFor(email)).toHaveLength(1);
});
