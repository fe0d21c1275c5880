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

test("the whole landing page can be walked with Tab, in document order, each stop visibly focused", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  const stops: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // Mark each stop so the next one can be compared with it in document order.
      const previous = document.querySelector("[data-walked]");
      const follows = !previous || !!(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
      previous?.removeAttribute("data-walked");
      el.setAttribute("data-walked", "");
      return {
        name: (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? el.tagName).trim().replace(/\s+/g, " ").slice(0, 60),
        ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        onScreen: rect.bottom > 0 && rect.top < window.innerHeight,
        follows,
      };
    });
    if (!stop) break;
    expect(stop.ring, `focus ring on "${stop.name}"`).toBe(true);
    expect(stop.onScreen, `"${stop.name}" scrolled into view`).toBe(true);
    expect(stop.follows, `"${stop.name}" comes after the previous stop`).toBe(true);
    stops.push(stop.name);
    if (stop.name.startsWith("Back to Top")) break;
  }
  expect(stops.slice(0, 4)).toEqual(["Skip to main content", "BioAttest", "Docs (opens in a new tab)", "Book Demo"]);
  expect(stops).toContain("Get Waitlist Access");
  expect(stops).toContain("Request Access");
  expect(stops.at(-1)).toMatch(/^Back to Top/);
});
