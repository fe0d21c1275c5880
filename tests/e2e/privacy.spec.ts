import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const SECTIONS = [
  "Introduction",
  "Information We Collect",
  "How We Use Your Information",
  "Data Security",
  "Third-Party Services",
  "Your Rights",
  "Changes to This Policy",
  "Contact Us",
];

test("the privacy policy has its sections in order and links back home", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page).toHaveTitle(/Privacy Policy/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SECTIONS);

  const collected = page.locator("section", { has: page.getByRole("heading", { name: "Information We Collect" }) });
  await expect(collected.getByRole("listitem")).toHaveText([
    /your name/,
    /your email address/,
    /name of your organization/,
    /your professional role/,
    /any additional information you voluntarily provide/,
  ]);
  const rights = page.locator("section", { has: page.getByRole("heading", { name: "Your Rights" }) });
  for (const right of ["access", "correct", "delete", "object", "restrict", "transfer", "withdraw your consent"]) {
    await expect(rights.getByRole("listitem").filter({ hasText: right })).not.toHaveCount(0);
  }
  await expect(page.getByText(/third-party waitlist service/)).toBeVisible();

  await expect(page.getByRole("link", { name: /^privacy@/ })).toHaveAttribute("href", /^mailto:privacy@/);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("'Last updated' shows the visitor's today", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2031, 0, 9, 10, 0));
  await page.goto("/privacy");
  const time = page.locator("time[data-last-updated]");
  await expect(time).toHaveText("January 9, 2031");
  await expect(time).toHaveAttribute("datetime", "2031-01-09");
});

test("keeps the spaces around inline links", async ({ page }) => {
  await page.goto("/privacy");
  const mailLink = page.getByRole("link", { name: /^privacy@/ });
  await expect(page.locator("p", { has: mailLink })).toContainText("email us at privacy@");
});

test("/privacy has no WCAG 2.1 AA violations", async ({ page }) => {
  await page.goto("/privacy");
  await expectNoAxeViolations(page);
});

test("the theme is forced to light", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/privacy");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});
