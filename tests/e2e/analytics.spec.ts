// Runs in the "cors" project only: against the second e2e build, made as Vercel makes it
// (VERCEL=1), the only kind of build that has analytics.
import type { Page } from "@playwright/test";
import { bookingFrame, EMBED_URL, serveCalProvider } from "./cal/calProvider";
import {
  leakedValues,
  recordVercelRequests,
  serveVercelAnalytics,
  type AnalyticsTraffic,
  type SentEvent,
} from "./analytics/vercelAnalytics";
import { expect, test, waitForIslands } from "./fixtures";
import { refuseSignups, signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, keptSignups, waitForIsland, waitlistCard } from "./waitlistPage";

const HERO = '[data-waitlist-card="compact"]';

const byName = (events: SentEvent[]) => [...events].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The events sent are exactly `expected` (in any order): it waits for them, then long
 * enough for a duplicate or a stray one to have followed, and checks again.
 */
async function expectEvents(page: Page, traffic: AnalyticsTraffic, expected: SentEvent[]) {
  await expect.poll(() => byName(traffic.events)).toEqual(byName(expected));
  await page.waitForTimeout(500);
  expect(byName(traffic.events)).toEqual(byName(expected));
}

function typedValues(name: string, email: string, company: string) {
  return { values: { name, email, company }, all: [name, email, company] };
}

async function signUpFromHero(page: Page, values: { name: string; email: string; company: string }) {
  await waitForIsland(page, HERO);
  const card = waitlistCard(page, "compact");
  await fillCard(card, values);
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
}

async function signUpFromSection(page: Page, values: { name: string; email: string; company: string }) {
  const section = page.locator("#waitlist-section");
  await section.scrollIntoViewIfNeeded();
  await section.locator('[data-waitlist-block] input[name="email"]').fill(values.email);
  await section.locator('[data-waitlist-block] button[type="submit"]').click();
  const card = waitlistCard(page, "full");
  await card.name.fill(values.name);
  await card.company.fill(values.company);
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
}

const dialog = (page: Page) => page.getByRole("dialog", { name: /Book a demo/ });
const bookingLink = (page: Page) => dialog(page).getByRole("link", { name: /booking page/ });
// After a click in the calendar, focus is in its frame, where Escape is the frame's own.
const closeDialog = (page: Page) => dialog(page).getByRole("button", { name: "Close" }).first().click();

async function openFromHeader(page: Page) {
  await page.getByRole("banner").locator('a[data-opens-demo="header"]').click();
  await expect(dialog(page)).toBeVisible();
}

test.describe("with Vercel's analytics answering", () => {
  test("a sign-up from the hero card reports waitlist_submitted from the hero, sent, and nothing typed or in the address", async ({
    page,
  }) => {
    const traffic = await serveVercelAnalytics(page);
    const email = uniqueEmail("va-hero");
    const typed = typedValues("Grace Hopper", email, "Eckert-Mauchly");
    // A campaign link carrying an address: the page's query and fragment are not reported either.
    await page.goto(`/?ref=${encodeURIComponent(email)}#from-${encodeURIComponent(email)}`);
    await expect.poll(() => traffic.views).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/)]);

    await signUpFromHero(page, typed.values);
    await expect.poll(() => signupsFor(email)).toHaveLength(1);
    await expectEvents(page, traffic, [
      { name: "waitlist_submitted", properties: { placement: "hero", outcome: "sent" } },
    ]);
    expect(leakedValues(traffic, [...typed.all, "ref="])).toEqual([]);
  });

  test("a sign-up from the closing section's card reports waitlist_submitted from the section, sent", async ({
    page,
  }) => {
    const traffic = await serveVercelAnalytics(page);
    const email = uniqueEmail("va-section");
    const typed = typedValues("Mary Jackson", email, "Langley Research");
    await page.goto("/");

    await signUpFromSection(page, typed.values);
    await expect.poll(() => signupsFor(email)).toHaveLength(1);
    await expectEvents(page, traffic, [
      { name: "waitlist_submitted", properties: { placement: "section", outcome: "sent" } },
    ]);
    expect(leakedValues(traffic, typed.all)).toEqual([]);
  });

  test("a sign-up made offline is reported as queued once the connection returns, and its delivery as waitlist_resent", async ({
    page,
    context,
  }) => {
    const traffic = await serveVercelAnalytics(page);
    const email = uniqueEmail("va-offline");
    const typed = typedValues("Dorothy Vaughan", email, "West Computing");
    await page.goto("/");
    await waitForIsland(page, HERO);

    await context.setOffline(true);
    await signUpFromHero(page, typed.values);
    expect(JSON.stringify(await keptSignups(page))).toContain(email);
    expect(traffic.events).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => signupsFor(email)).toHaveLength(1);
    await expectEvents(page, traffic, [
      { name: "waitlist_submitted", properties: { placement: "hero", outcome: "queued" } },
      { name: "waitlist_resent" },
    ]);
    expect(leakedValues(traffic, typed.all)).toEqual([]);
  });

  test("a sign-up kept while the service is down is reported as queued at once, and waitlist_resent when it arrives", async ({
    page,
  }) => {
    const traffic = await serveVercelAnalytics(page);
    const email = uniqueEmail("va-outage");
    await refuseSignups(email, 503);
    await page.goto("/");

    await signUpFromHero(page, { name: "Annie Easley", email, company: "Lewis" });
    await expectEvents(page, traffic, [
      { name: "waitlist_submitted", properties: { placement: "hero", outcome: "queued" } },
    ]);

    await refuseSignups(email, undefined);
    await expect.poll(() => signupsFor(email)).toHaveLength(1);
    await expectEvents(page, traffic, [
      { name: "waitlist_submitted", properties: { placement: "hero", outcome: "queued" } },
      { name: "waitlist_resent" },
    ]);
  });

  for (const { from, viewport } of [
    { from: "header", viewport: { width: 1280, height: 800 } },
    { from: "menu", viewport: { width: 375, height: 667 } },
    { from: "band", viewport: { width: 1280, height: 800 } },
  ]) {
    test(`the demo dialog opened from the ${from} reports demo_opened from the ${from}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const traffic = await serveVercelAnalytics(page);
      await serveCalProvider(page);
      await page.goto("/");
      await waitForIslands(page);

      if (from === "menu") await page.locator("[popovertarget]").click();
      await page.locator(`a[data-opens-demo="${from}"]`).click();
      await expect(dialog(page)).toBeVisible();
      await expectEvents(page, traffic, [{ name: "demo_opened", properties: { from } }]);
    });
  }

  test("the demo dialog opened from the thank-you view reports demo_opened from thanks", async ({ page }) => {
    const traffic = await serveVercelAnalytics(page);
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIsland(page, '[data-waitlist-card="compact"]');
    const card = waitlistCard(page, "compact");
    await fillCard(card, { name: "Ada Lovelace", email: uniqueEmail("thanks-demo"), company: "Analytical Engines" });
    await card.submit.click();
    await card.card.getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page)).toBeVisible();
    await expectEvents(page, traffic, [
      { name: "waitlist_submitted", properties: { placement: "hero", outcome: "sent" } },
      { name: "demo_opened", properties: { from: "thanks" } },
    ]);
  });

  test("a booking the booking page reports is demo_booked, with nothing of the booking in it", async ({ page }) => {
    const traffic = await serveVercelAnalytics(page);
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);

    await openFromHeader(page);
    await bookingFrame(page).getByRole("button", { name: "Confirm booking" }).click();
    await expectEvents(page, traffic, [
      { name: "demo_opened", properties: { from: "header" } },
      { name: "demo_booked" },
    ]);
    // What the booking page double reports with its booking: none of it goes to analytics.
    expect(leakedValues(traffic, ["double-booking", "team@example.com", "2026-12-03"])).toEqual([]);
  });

  test("a blocked calendar is reported as demo_fallback when the booking link shows", async ({ page }) => {
    const traffic = await serveVercelAnalytics(page);
    await page.route(EMBED_URL, (route) => route.abort("blockedbyclient"));
    await page.goto("/");
    await waitForIslands(page);

    await openFromHeader(page);
    await expect(bookingLink(page)).toBeVisible();
    await expectEvents(page, traffic, [
      { name: "demo_opened", properties: { from: "header" } },
      { name: "demo_fallback" },
    ]);
  });

  test("the error page reports itself as /404, never the address typed", async ({ page }) => {
    const traffic = await serveVercelAnalytics(page);
    await page.goto("/ada@example.com/secret-path?token=abc");
    await expect.poll(() => traffic.views).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/404$/)]);
    expect(leakedValues(traffic, ["ada@example.com", "secret-path", "token"])).toEqual([]);
  });
});

const privacySignals = {
  "Global Privacy Control": () =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  "Do Not Track": () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
};

for (const [signal, turnOn] of Object.entries(privacySignals)) {
  test(`with ${signal} on, no analytics script loads and no event is sent, while every flow works`, async ({
    page,
  }) => {
    await page.addInitScript(turnOn);
    const requests = recordVercelRequests(page);
    const traffic = await serveVercelAnalytics(page);
    await serveCalProvider(page);
    const email = uniqueEmail("va-optout");
    await page.goto("/");
    await waitForIslands(page);

    await signUpFromHero(page, { name: "Opted Out", email, company: "Private" });
    await expect.poll(() => signupsFor(email)).toHaveLength(1);
    await openFromHeader(page);
    await bookingFrame(page).getByRole("button", { name: "Confirm booking" }).click();
    await closeDialog(page);
    await page.goto("/privacy");
    await waitForIslands(page);

    expect(requests).toEqual([]);
    expect(traffic.events).toEqual([]);
    const globals = await page.evaluate(() => ["va", "vaq", "si"].filter((name) => name in window));
    expect(globals).toEqual([]);
  });
}

test.describe("the switch on /privacy", () => {
  const analyticsSwitch = (page: Page) => page.locator("[data-analytics-switch]");

  test("turning analytics off stops them at once, on that page and on every page after, until turned back on", async ({
    page,
  }) => {
    const traffic = await serveVercelAnalytics(page);
    await serveCalProvider(page);
    await page.goto("/privacy");
    await expect.poll(() => traffic.views).toHaveLength(1);
    const stateBefore = await analyticsSwitch(page).locator("[data-analytics-state]").textContent();

    await analyticsSwitch(page).getByRole("button").click();
    await expect(analyticsSwitch(page).locator("[data-analytics-state]")).not.toHaveText(stateBefore!);
    expect(await page.evaluate(() => localStorage.getItem("analytics"))).toBe("off");
    const sentBefore = traffic.requests.length;
    // At once: the page's own analytics, already loaded, send nothing more (a demo opening is an event).
    await openFromHeader(page);
    await closeDialog(page);
    // On every later page: nothing is loaded or sent, whatever the visitor does.
    const later = recordVercelRequests(page);
    await page.goto("/");
    await waitForIslands(page);
    await signUpFromHero(page, { name: "Switched Off", email: uniqueEmail("va-switch"), company: "Private" });
    await openFromHeader(page);
    await page.waitForTimeout(500);
    expect(later).toEqual([]);
    expect(traffic.requests.slice(sentBefore)).toEqual([]);
    expect(await page.evaluate(() => ["va", "vaq", "si"].filter((name) => name in window))).toEqual([]);

    // The switch remembers, and turns them back on for the next page.
    await page.goto("/privacy");
    await expect(analyticsSwitch(page).locator("[data-analytics-state]")).not.toHaveText(stateBefore!);
    await analyticsSwitch(page).getByRole("button").click();
    await page.goto("/");
    await expect.poll(() => traffic.views).toHaveLength(2);
  });

  test("is worked from the keyboard and says what it did", async ({ page }) => {
    await serveVercelAnalytics(page);
    await page.goto("/privacy");
    const toggle = analyticsSwitch(page).getByRole("button");
    // Its state is a live region: a screen reader hears the change.
    const state = analyticsSwitch(page).getByRole("status");
    const said = await state.textContent();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(state).not.toHaveText(said!);
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("analytics"))).toBe("off");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("it is not offered, since no analytics run", async ({ page }) => {
      await page.goto("/privacy");
      await expect(analyticsSwitch(page)).toBeHidden();
    });
  });
});

test.describe("with the analytics script blocked", () => {
  function watchForBreakage(page: Page) {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    return problems;
  }

  test.beforeEach(async ({ page }) => {
    await page.route("**/_vercel/**", (route) => route.abort("blockedbyclient"));
  });

  test("both cards sign up, and an offline sign-up is delivered later", async ({ page, context }) => {
    const problems = watchForBreakage(page);
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    const [hero, offline, section] = ["va-blocked-hero", "va-blocked-offline", "va-blocked-section"].map(uniqueEmail);
    await page.goto("/");

    await signUpFromHero(page, { name: "Blocked Hero", email: hero!, company: "Co" });
    await expect.poll(() => signupsFor(hero!)).toHaveLength(1);

    await waitlistCard(page, "compact").again.click();
    await context.setOffline(true);
    await signUpFromHero(page, { name: "Blocked Offline", email: offline!, company: "Co" });
    await context.setOffline(false);
    await expect.poll(() => signupsFor(offline!)).toHaveLength(1);

    await signUpFromSection(page, { name: "Blocked Section", email: section!, company: "Co" });
    await expect.poll(() => signupsFor(section!)).toHaveLength(1);
    expect(problems).toEqual([]);
    // The package's own note that its script did not load: the one trace a visitor could find.
    expect(logs.some((text) => text.startsWith("[Vercel Web Analytics] Failed to load script"))).toBe(true);
  });

  test("the dialog opens from every opener, takes a booking, and falls back to the booking link", async ({ page }) => {
    const problems = watchForBreakage(page);
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);

    await openFromHeader(page);
    await bookingFrame(page).getByRole("button", { name: "Confirm booking" }).click();
    await closeDialog(page);
    await expect(dialog(page)).toBeHidden();
    await page.locator('a[data-opens-demo="band"]').click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 667 });
    await page.route(EMBED_URL, (route) => route.abort("blockedbyclient"));
    await page.reload();
    await waitForIslands(page);
    await page.locator("[popovertarget]").click();
    await page.locator('a[data-opens-demo="menu"]').click();
    await expect(bookingLink(page)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
