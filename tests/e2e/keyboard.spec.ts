import { expect, test, waitForIslands } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test("the first Tab reveals a skip link that moves focus to the main content", async ({ page }) => {
  await page.goto("/privacy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Back to home" })).toBeFocused();
});

test("every focusable element shows a visible focus ring, in a logical order", async ({ page }) => {
  await page.goto("/privacy");
  await waitForIslands(page);
  const order: string[] = [];
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " "),
        outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      };
    });
    expect(focused.outline, `focus ring on "${focused.name}"`).toBe(true);
    order.push(focused.name);
  }
  expect(order).toEqual([
    "Skip to main content",
    "BioAttest",
    "Docs (opens in a new tab)",
    "Book Demo",
    "Back to home",
    "privacy@bioattest.example",
    "Open the booking page (opens in a new tab)",
    "Privacy Policy",
    "Back to Top",
  ]);
});
