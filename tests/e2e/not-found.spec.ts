import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { UNBREAKABLE_PATHS } from "./unbreakablePaths";

test("an unknown path gets the error screen with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByText("404 Not Found")).toBeVisible();
  await expect(page.locator("[data-missing-path]")).toHaveText('"/no/such/page"');
});

test("the error screen leads on in one sentence: home, the sample evidence, security", async ({ page }) => {
  for (const path of ["/", "/sample", "/security"]) {
    await page.goto("/no/such/page");
    const screen = page.getByRole("main");
    // In one paragraph of the error screen itself, not the header's or the footer's links.
    const sentence = screen.locator("p", { has: page.locator('a[href="/sample"]') });
    await expect(sentence).toHaveCount(1);
    await expect(sentence.locator(`a[href="${path}"]`)).toHaveCount(1);
    await sentence.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace("/", "\\/")}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Unexpected Application Error!");
  }
});

test("the unmatched path is shown as text, never as markup", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    return dialog.dismiss();
  });
  await page.goto("/x<img src=y onerror=alert(1)>");
  await expect(page.locator("[data-missing-path]")).toContainText("<img");
  await expect(page.locator("[data-missing-path] img")).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test("the 404 page is not indexed and has no WCAG 2.1 AA violations", async ({ page }) => {
  await page.goto("/missing");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
});

test("a long or message-like path is cut to one readable line and never widens the page", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/Your%20session%20expired.%20Call%20%2B1-555-0100/${"x".repeat(8000)}`);
  const shown = page.locator("[data-missing-path]");
  await expect(shown).toContainText("…");
  // The quotes around it, plus at most 80 characters of path.
  expect(Array.from((await shown.textContent())!).length).toBeLessThanOrEqual(82);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("a path of piled combining marks and invisible characters stays inside a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/a${"%CC%81".repeat(300)}%E2%80%8B%E2%80%A8`);
  const shown = page.locator("[data-missing-path]");
  await expect(shown).toContainText("[U+0301]");
  const box = (await shown.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

for (const [kind, path] of Object.entries(UNBREAKABLE_PATHS)) {
  test(`a path of ${kind} stays inside a 375 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/${encodeURIComponent(path)}`);
    const shown = page.locator("[data-missing-path]");
    await expect(shown).not.toHaveText("this address");
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
