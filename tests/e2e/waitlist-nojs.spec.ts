import { expect, test } from "./fixtures";
import { COLLECTOR_URL, signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, waitlistCard } from "./waitlistPage";

test.use({ javaScriptEnabled: false });

test("with JavaScript off the card still fades in and posts natively to the endpoint", async ({ page }) => {
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  await expect(card.card).toHaveCSS("opacity", "1");
  await expect(card.card.locator("form")).toHaveAttribute("action", COLLECTOR_URL);
  await expect(card.card.locator("form")).toHaveAttribute("method", "post");

  const email = uniqueEmail("nojs");
  await fillCard(card, { name: "Hedy Lamarr", email, company: "MGM" });
  await card.submit.click();

  await expect(page).toHaveURL(COLLECTOR_URL);
  await expect(page.getByRole("heading", { name: "You're on the waitlist!" })).toBeVisible();
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  expect(signupsFor(email)[0]).toMatchObject({ name: "Hedy Lamarr", email, company: "MGM" });
});

test("with JavaScript off the waitlist section offers the full card instead of the block", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#waitlist-section");
  await expect(section.locator('[data-waitlist-card="full"]')).toBeVisible();
  await expect(section.locator('[data-waitlist-card="full"] form')).toHaveAttribute("action", COLLECTOR_URL);
  await expect(section.getByRole("button", { name: "Request Access" })).toBeHidden();
});

test("the collector cleans a native post, and its page links back only to the site, with nosniff and a CSP", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("nojs-clean");
  await fillCard(card, { name: "\u200b Hedy Lamarr \ufeff", email, company: "MGM\u200d" });
  const answered = page.waitForResponse((response) => response.url() === COLLECTOR_URL);
  await card.submit.click();

  const headers = (await answered).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Its one style is allowed by hash: the page is laid out, not bare.
  expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe("640px");
  const back = await page.getByRole("link", { name: "Back to the site" }).getAttribute("href");
  expect(new URL(back!).origin).toBe(new URL(baseURL!).origin);
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Hedy Lamarr", email, company: "MGM" }]);
});

test("a native post whose name is only invisible characters is refused with a 400 and stored nowhere", async ({
  page,
}) => {
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("nojs-blank");
  // The browser's required check sees characters; only the collector can tell they show nothing.
  await fillCard(card, { name: "\u200b\u200b", email, company: "MGM" });
  const answered = page.waitForResponse((response) => response.url() === COLLECTOR_URL);
  await card.submit.click();
  expect((await answered).status()).toBe(400);
  await expect(page.getByRole("link", { name: "Back to the site" })).toBeVisible();
  expect(signupsFor(email)).toEqual([]);
});
