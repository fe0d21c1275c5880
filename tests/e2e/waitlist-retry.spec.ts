import { expect, test } from "./fixtures";
import { signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, waitForHydrated, waitlistCard } from "./waitlistPage";

const QUEUE_KEY = "waitlist:unsent";

/**
 * Sends a fresh sign-up and waits until the collector has it. Requests from the page
 * reach the collector in order, so anything the page sent before has arrived too:
 * "not twice" is then checked without guessing a timeout.
 */
async function sendSentinel(page: import("@playwright/test").Page) {
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("sentinel");
  await fillCard(card, { name: "Sentinel", email, company: "Checks" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
}

test("a sign-up made offline arrives once after the connection returns, and not again on the next load", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForHydrated(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("offline");

  await context.setOffline(true);
  await fillCard(card, { name: "Dorothy Vaughan", email, company: "Langley" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  expect(errors.some((text) => text.startsWith("Error submitting form"))).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toContain(email);
  expect(signupsFor(email)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Dorothy Vaughan", email, company: "Langley" }]);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();

  await page.reload();
  await waitForHydrated(page, '[data-waitlist-card="compact"]');
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
});

test("a sign-up left from an earlier visit is sent once on load, even with both cards mounted", async ({ page }) => {
  const email = uniqueEmail("earlier");
  await page.goto("/privacy");
  await page.evaluate(
    ([key, signup]) => localStorage.setItem(key, JSON.stringify([signup])),
    [QUEUE_KEY, { name: "Annie Easley", email, company: "Lewis" }] as const,
  );

  await page.goto("/");
  await waitForHydrated(page, '[data-waitlist-card="compact"]');
  await page.locator("#waitlist-section").scrollIntoViewIfNeeded();
  await waitForHydrated(page, "[data-waitlist-block]");
  await expect.poll(() => signupsFor(email)).toHaveLength(1);

  await page.getByRole("banner").scrollIntoViewIfNeeded();
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
});
