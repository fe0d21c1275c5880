import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { bookingPageUrl, serveCalProvider } from "./cal/calProvider";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./waitlistCollector";
import { fillCard, waitForIsland, waitlistCard } from "./waitlistPage";

test.use({ viewport: { width: 1280, height: 800 } });

const dialog = (page: Page) => page.getByRole("dialog", { name: /Book a demo/ });

/** The booking page's address once the provider's real embed.js has made its iframe. */
async function bookingQuery(page: Page) {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes("/embed?"))).toBe(true);
  return bookingPageUrl(page).searchParams;
}

async function signUp(page: Page, visitor: { name: string; email: string; company: string }) {
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  await fillCard(card, visitor);
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  return card;
}

test("after a sign-up, the thank-you view's Book Demo opens a calendar filled in with the name and email", async ({
  page,
}) => {
  await serveCalProvider(page);
  await page.goto("/");
  const visitor = { name: "Ada Lovelace", email: uniqueEmail("prefill"), company: "Analytical Engines" };
  const card = await signUp(page, visitor);

  await card.card.getByRole("link", { name: "Book Demo" }).click();
  await expect(dialog(page)).toBeVisible();
  const query = await bookingQuery(page);
  expect(query.get("name")).toBe(visitor.name);
  expect(query.get("email")).toBe(visitor.email);
  // Cal.com's booking form has no organization field of its own: it is not sent.
  expect([...query.values()]).not.toContain(visitor.company);
});

test("a calendar loaded before the sign-up is filled in when opened from the header afterwards", async ({ page }) => {
  await serveCalProvider(page);
  await page.goto("/");
  const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
  await bookDemo.click();
  expect((await bookingQuery(page)).get("email")).toBeNull();
  await page.keyboard.press("Escape");

  const visitor = { name: "Grace Hopper", email: uniqueEmail("later"), company: "Navy" };
  await signUp(page, visitor);
  await bookDemo.click();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(async () => (await bookingQuery(page)).get("email")).toBe(visitor.email);
  expect((await bookingQuery(page)).get("name")).toBe(visitor.name);
});

test("after the calendar was opened and closed, a sign-up asks nothing of the provider until it opens again", async ({
  page,
}) => {
  const requests = await serveCalProvider(page);
  await page.goto("/");
  const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
  await bookDemo.click();
  await bookingQuery(page);
  await page.keyboard.press("Escape");
  const asked = requests.length;

  const visitor = { name: "Mary Jackson", email: uniqueEmail("unasked"), company: "NASA" };
  await signUp(page, visitor);
  await page.waitForTimeout(1_000);
  expect(requests.slice(asked)).toEqual([]);

  await bookDemo.click();
  await expect
    .poll(() => requests.slice(asked).some((url) => url.includes(encodeURIComponent(visitor.email))))
    .toBe(true);
});

test("without a sign-up on this page the calendar is empty, and nothing of a visitor is stored", async ({ page }) => {
  await serveCalProvider(page);
  await page.goto("/");
  const visitor = { name: "Katherine Johnson", email: uniqueEmail("gone"), company: "NASA" };
  await signUp(page, visitor);
  await page.reload();

  await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
  const query = await bookingQuery(page);
  expect(query.get("name")).toBeNull();
  expect(query.get("email")).toBeNull();
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(kept).not.toContain(visitor.email);
  expect(kept).not.toContain(visitor.name);
  expect(await page.context().cookies()).toEqual([]);
  expect(page.url()).not.toContain(encodeURIComponent(visitor.email));
});

test("campaign codes on the page's address reach the booking page, and nothing else of the address", async ({
  page,
}) => {
  await serveCalProvider(page);
  await page.goto("/?utm_source=x&utm_campaign=launch&ref=private");
  await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
  const query = await bookingQuery(page);
  expect(query.get("utm_source")).toBe("x");
  expect(query.get("utm_campaign")).toBe("launch");
  expect(query.get("ref")).toBeNull();
});

test("the thank-you view's Book Demo follows its message in the keyboard order, and the view is axe clean", async ({
  page,
}) => {
  await page.goto("/");
  const card = await signUp(page, { name: "Alan Turing", email: uniqueEmail("order"), company: "Bletchley" });
  const order = await card.card.evaluate((root) => {
    const thanks = root.querySelector("[data-waitlist-thanks]")!;
    const stops = [...thanks.querySelectorAll("h2, h3, p, a, button")].map(
      (element) => element.getAttribute("data-opens-demo") ?? element.tagName.toLowerCase(),
    );
    return stops;
  });
  expect(order.indexOf("thanks")).toBeGreaterThan(order.indexOf("p"));
  expect(order.indexOf("thanks")).toBeGreaterThan(Math.max(order.indexOf("h2"), order.indexOf("h3")));
  await expect(card.thanks).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(card.card.getByRole("link", { name: "Book Demo" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(card.again).toBeFocused();
  await expectNoAxeViolations(page, '[data-waitlist-card="compact"]');
});
