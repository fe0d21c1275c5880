import { expect, test } from "./fixtures";
import { signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, waitForHydrated, waitlistCard } from "./waitlistPage";

test("in Safari before 16, which has no AbortSignal.timeout, a sign-up is still delivered, once", async ({ page }) => {
  await page.addInitScript(() => delete (AbortSignal as Partial<typeof AbortSignal>).timeout);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await waitForHydrated(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("no-timeout");
  await fillCard(card, { name: "Old Safari", email, company: "Legacy Devices" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
  expect(errors).toEqual([]);
});
