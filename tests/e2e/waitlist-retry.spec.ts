import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { COLLECTOR_URL, signupsFor, uniqueEmail } from "./waitlistCollector";
import {
  fillCard,
  keepSignups,
  keptSignups,
  recordWaitlistRequests,
  sendSentinel,
  waitForIsland,
  waitlistCard,
} from "./waitlistPage";

const COMPACT = '[data-waitlist-card="compact"]';
const DAY = 24 * 60 * 60 * 1000;

test("a sign-up made offline arrives once after the connection returns, and not again on the next load", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("offline");

  await context.setOffline(true);
  await fillCard(card, { name: "Dorothy Vaughan", email, company: "Langley" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  expect(errors.some((text) => text.startsWith("Error submitting form"))).toBe(true);
  expect(JSON.stringify(await keptSignups(page))).toContain(email);
  expect(signupsFor(email)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Dorothy Vaughan", email, company: "Langley" }]);
  await expect.poll(() => keptSignups(page)).toEqual([]);

  await page.reload();
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
});

test("a sign-up left from an earlier visit is sent once on load, even with both cards mounted", async ({ page }) => {
  const email = uniqueEmail("earlier");
  await page.goto("/privacy");
  await keepSignups(page, [
    { name: "Annie Easley", email, company: "Lewis", id: "earlier-visit", storedAt: Date.now() },
  ]);
  await page.goto("/");
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  await expect.poll(() => signupsFor(email)).toHaveLength(1);

  // The closing card mounts on its own press, with the hero's already running.
  const section = page.locator("#waitlist-section");
  const closing = uniqueEmail("closing");
  await section.locator('[data-waitlist-block] input[name="email"]').fill(closing);
  await section.getByRole("button", { name: "Request Access" }).click();
  const card = waitlistCard(page, "full");
  await fillCard(card, { name: "Katherine Johnson", email: closing, company: "Langley" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(closing)).toHaveLength(1);

  await page.getByRole("banner").scrollIntoViewIfNeeded();
  await sendSentinel(page);
  expect(signupsFor(email)).toHaveLength(1);
  expect(await keptSignups(page)).toEqual([]);
});

/** Puts entries in the store as an earlier visit would have, from a page without a card. */
async function seedQueue(page: Page, entries: { name: string; email: string; ageDays: number }[]) {
  await page.goto("/privacy");
  await keepSignups(
    page,
    entries.map(({ name, email, ageDays }, n) => ({
      name,
      email,
      company: "Co",
      id: `seed-${n}-${email}`,
      storedAt: Date.now() - ageDays * DAY,
    })),
  );
}

const storageProblems = {
  // What Chromium does when the visitor blocks site data: touching localStorage throws.
  blocked: async (context: BrowserContext) =>
    context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException(
            "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
            "SecurityError",
          );
        },
      });
    }),
  // Really full: filled up to the browser's own quota.
  full: async (_context: BrowserContext, page: Page) =>
    page.evaluate(() => {
      let n = 0;
      for (const size of [1 << 20, 1 << 10, 1]) {
        const chunk = "x".repeat(size);
        try {
          for (;;) localStorage.setItem(`filler-${n++}`, chunk);
        } catch {
          // Full at this grain; try a smaller one.
        }
      }
    }),
};

for (const [problem, makeProblem] of Object.entries(storageProblems)) {
  test(`with storage ${problem} and the network down, the card says it did not go through, keeps the input, and thanks after a retry that works`, async ({
    page,
    context,
  }) => {
    if (problem === "blocked") await makeProblem(context, page);
    await page.goto("/");
    await waitForIsland(page, COMPACT);
    if (problem === "full") await makeProblem(context, page);
    const card = waitlistCard(page, "compact");
    const email = uniqueEmail(`unsent-${problem}`);

    await context.setOffline(true);
    await fillCard(card, { name: "Katherine Johnson", email, company: "Langley" });
    await card.submit.click();
    await expect(card.unsent).toBeVisible();
    await expect(card.unsent).toHaveAttribute("role", "alert");
    await expect(card.thanks).toBeHidden();
    await expect(card.name).toHaveValue("Katherine Johnson");
    await expect(card.email).toHaveValue(email);
    await expect(card.company).toHaveValue("Langley");
    await expect(card.submit).toBeEnabled();
    await expect(card.submit).toBeFocused();
    await expectNoAxeViolations(page, COMPACT);
    expect(signupsFor(email)).toEqual([]);

    await context.setOffline(false);
    await page.keyboard.press("Enter");
    await expect(card.thanks).toBeVisible();
    await expect(card.thanks).toBeFocused();
    await expect.poll(() => signupsFor(email)).toEqual([{ name: "Katherine Johnson", email, company: "Langley" }]);
  });
}

test("two tabs loading with the same kept sign-up: one sends it, once, while the other leaves it", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("tabs");
  await seedQueue(page, [{ name: "Two Tabs", email, ageDays: 1 }]);

  // The first request is held until both tabs' cards have mounted and tried their resends.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const ids: (string | null)[] = [];
  await context.route(COLLECTOR_URL, async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    if (body.get("email") !== email) return route.continue();
    ids.push(body.get("signup_id"));
    await held;
    await route.continue();
  });
  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto("/")));
  // A card that takes its form over starts its resends in the same step (useWaitlistSubmission.ts).
  for (const tab of tabs) await expect(tab.locator(`${COMPACT} form[data-taken-over]`)).toHaveCount(1);
  await expect.poll(() => ids).toHaveLength(1);
  release();

  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  for (const tab of tabs) await sendSentinel(tab);
  expect(ids).toEqual([`seed-0-${email}`]);
  for (const tab of tabs) expect(await keptSignups(tab)).toEqual([]);
});

for (const path of ["/privacy", "/no-such-page"]) {
  test(`a kept sign-up older than 30 days is deleted when the visitor opens ${path}, a page with no card`, async ({
    page,
  }) => {
    const [expired, young] = [uniqueEmail("expired-elsewhere"), uniqueEmail("young-elsewhere")];
    await seedQueue(page, [
      { name: "Expired", email: expired, ageDays: 31 },
      { name: "Young", email: young, ageDays: 29 },
    ]);
    await page.goto(path);
    expect((await keptSignups(page)).map((kept) => kept.email)).toEqual([young]);
  });
}

test("a queued sign-up older than 30 days is dropped, not sent; a younger one is sent", async ({ page }) => {
  const expired = uniqueEmail("expired");
  const young = uniqueEmail("young");
  await seedQueue(page, [
    { name: "Expired", email: expired, ageDays: 31 },
    { name: "Young", email: young, ageDays: 29 },
  ]);
  const sent = recordWaitlistRequests(page);

  await page.goto("/");
  await waitForIsland(page, COMPACT);
  await expect.poll(() => signupsFor(young)).toHaveLength(1);
  await sendSentinel(page);
  expect(signupsFor(expired)).toEqual([]);
  expect(sent.filter((body) => body.includes(encodeURIComponent(expired)))).toEqual([]);
  expect(await keptSignups(page)).toEqual([]);
});
