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
