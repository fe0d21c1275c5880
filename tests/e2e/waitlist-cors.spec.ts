// Runs in the "cors" project only: against the second e2e build, made as Vercel makes
// it (VERCEL=1) with PUBLIC_WAITLIST_MODE=cors and a non-loopback PUBLIC_WAITLIST_URL.
import { expect, test } from "./fixtures";
import { CORS_COLLECTOR_URL, refuseSignups, signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, keptSignups, sendSentinel, waitForIsland, waitlistCard } from "./waitlistPage";

function recordPostsFor(page: import("@playwright/test").Page, email: string) {
  const posts: number[] = [];
  page.on("request", (request) => {
    if (
      request.url() === CORS_COLLECTOR_URL &&
      request.method() === "POST" &&
      request.postData()?.includes(encodeURIComponent(email))
    ) {
      posts.push(Date.now());
    }
  });
  return posts;
}

test("a Vercel build with a real waitlist address passes the build guard and posts there in cors mode", async ({
  page,
}) => {
  const vercelScripts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_vercel/")) vercelScripts.push(request.url());
  });
  await page.goto("/");
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  await expect(page.locator('[data-waitlist-card="compact"] form')).toHaveAttribute("action", CORS_COLLECTOR_URL);
  await expect.poll(() => vercelScripts.length).toBeGreaterThan(0);

  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("cors");
  const answered = page.waitForResponse((response) => response.url() === CORS_COLLECTOR_URL);
  await fillCard(card, { name: "Ada Lovelace", email, company: "Analytical Engines" });
  await card.submit.click();
  // A cors-mode request reads the service's real status, not an opaque 0.
  expect((await answered).status()).toBe(204);
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Ada Lovelace", email, company: "Analytical Engines" }]);
});

test("with the collector answering 500, the sign-up is thanked, queued and arrives exactly once after the service recovers", async ({
  page,
}) => {
  const email = uniqueEmail("outage");
  await refuseSignups(email, 500);
  const posts = recordPostsFor(page, email);
  // The page's clock, moved on by the test through the retry schedule (src/waitlist/redelivery.ts).
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");

  await fillCard(card, { name: "Margaret Hamilton", email, company: "MIT" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  expect(JSON.stringify(await keptSignups(page))).toContain(email);

  // While the page stays open it tries again after a short pause, and meets the outage.
  await page.clock.fastForward(2_000);
  await expect.poll(() => posts.length).toBeGreaterThanOrEqual(2);
  expect(signupsFor(email)).toEqual([]);
  expect(JSON.stringify(await keptSignups(page))).toContain(email);

  await refuseSignups(email, undefined);
  // The next try (5 s) is scheduled once the page has read the 500, which may be after this line.
  await expect
    .poll(async () => (await page.clock.fastForward(1_000), signupsFor(email)), { timeout: 10_000 })
    .toEqual([{ name: "Margaret Hamilton", email, company: "MIT" }]);
  await expect.poll(() => keptSignups(page)).toEqual([]);

  await page.reload();
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
});

test("a refusal the service means (422) is logged and neither queued nor sent again", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const email = uniqueEmail("refused");
  await refuseSignups(email, 422);
  const posts = recordPostsFor(page, email);
  await page.goto("/");
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");

  await fillCard(card, { name: "Refused", email, company: "Co" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  expect(errors.some((text) => text.startsWith("Error submitting form"))).toBe(true);
  expect(await keptSignups(page)).toEqual([]);

  await refuseSignups(email, undefined);
  await page.reload();
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  await sendSentinel(page);
  expect(posts).toHaveLength(1);
  expect(signupsFor(email)).toEqual([]);
});
