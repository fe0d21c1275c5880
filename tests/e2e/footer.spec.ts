import { expect, test } from "./fixtures";

test("footer links the privacy policy and shows the other two policies as labels", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Terms of Service", { exact: true })).toBeVisible();
  await expect(footer.getByText("Cookie Policy", { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveCount(0);

  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy\/?$/);
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
});

test("Back to Top scrolls smoothly to the top of the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/privacy");
  const backToTop = page.getByRole("button", { name: "Back to Top" });
  await backToTop.scrollIntoViewIfNeeded();
  const start = await page.evaluate(() => window.scrollY);
  expect(start).toBeGreaterThan(300);

  await backToTop.click();
  // Smooth: part-way through, the page is neither at the bottom nor yet at the top.
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(await page.evaluate(() => window.scrollY));
    await page.waitForTimeout(30);
  }
  expect(samples.some((y) => y > 0 && y < start)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Back to Top jumps at once under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/privacy");
  const backToTop = page.getByRole("button", { name: "Back to Top" });
  await backToTop.scrollIntoViewIfNeeded();
  await backToTop.click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
