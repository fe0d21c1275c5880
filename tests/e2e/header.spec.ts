import { expectNoAxeViolations } from "./axe";
import { expect, test, waitForIslands } from "./fixtures";

test.describe("header on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the logo, Docs and Book Demo, and no menu button", async ({ page }) => {
    await page.goto("/privacy");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header.getByRole("link", { name: "BioAttest" })).toHaveAttribute("href", "/");

    const docs = header.getByRole("link", { name: /Docs/ });
    await expect(docs).toBeVisible();
    await expect(docs).toHaveAttribute("target", "_blank");
    await expect(docs).toHaveAttribute("rel", "noopener noreferrer");
    await expect(docs).toHaveAttribute("href", /^https:\/\//);

    await expect(header.getByRole("link", { name: "Book Demo" })).toHaveAttribute("href", "#book-demo");
    await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("the logo leads home", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("banner").getByRole("link", { name: "BioAttest" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("hides the links behind a menu button that toggles a dropdown", async ({ page }) => {
    await page.goto("/privacy");
    await waitForIslands(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Book Demo" })).toBeHidden();

    const menuButton = header.getByRole("button", { name: "Menu" });
    // Until the menu has first opened, the browser reports the popover's state itself.
    await expect(menuButton).not.toHaveAttribute("aria-expanded", "true");
    const menuId = await menuButton.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    await menuButton.click();

    const closeButton = header.getByRole("button", { name: "Close menu" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    const dropdown = page.locator(`#${menuId}`);
    await expect(dropdown.getByRole("link", { name: /Docs/ })).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "Book Demo" })).toBeVisible();

    await closeButton.click();
    await expect(dropdown).toBeHidden();
  });

  test("choosing Docs opens the docs in a new tab and closes the dropdown", async ({ page }) => {
    await page.goto("/privacy");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const popup = page.waitForEvent("popup");
    await page.locator("#mobile-menu").getByRole("link", { name: /Docs/ }).click();
    await (await popup).close();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page).toHaveURL(/\/privacy\/?$/);
  });

  test("Escape and a click outside close the dropdown", async ({ page }) => {
    await page.goto("/privacy");
    await waitForIslands(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("a tap outside closes the dropdown even where the browser does not (iOS 17.0-18.2)", async ({ page }) => {
    await page.goto("/privacy");
    const menu = page.locator("#mobile-menu");
    // A manual popover is one the browser never light-dismisses, as those iOS versions do not.
    await menu.evaluate((element) => element.setAttribute("popover", "manual"));
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test("the open dropdown has no WCAG 2.1 AA violations", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/privacy");
    await waitForIslands(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: /Docs/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Book Demo" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe("in a browser without popovers (Safari before 17)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ["popover", "showPopover", "hidePopover", "togglePopover"])
        delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    });
  });

  // Chromium still opens the menu natively, so how the polyfill behaves is checked in jsdom
  // (tests/unit/popoverPolyfill.test.ts), which has no popovers either.
  test("the polyfill is fetched and put in place", async ({ page }) => {
    const polyfill = page.waitForResponse((response) => /\/_astro\/popover\.[\w-]+\.js$/.test(response.url()));
    await page.goto("/privacy");
    expect((await polyfill).ok()).toBe(true);
    await expect.poll(() => page.evaluate(() => /native code/.test(String(document.body.showPopover)))).toBe(false);
  });
});

test("a browser with popovers never fetches the polyfill", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(scripts.filter((url) => /\/popover\.[\w-]+\.js$/.test(url))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Book Demo lands on the booking section with a plain link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/privacy");
    await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
    await expect(page).toHaveURL(/#book-demo$/);
    const section = page.locator("#book-demo");
    await expect(section).toBeInViewport();
    const booking = section.locator("a[data-opens-demo]");
    await expect(booking).toHaveAttribute("href", /^https:\/\/.+\/.+/);
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAccessibleName(/new tab/);
  });

  test("on a phone the menu still opens and reaches Docs and Book Demo", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/privacy");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    const docs = menu.getByRole("link", { name: /Docs/ });
    await expect(docs).toBeVisible();
    await expect(docs).toHaveAttribute("href", /^https:\/\//);
    await expect(docs).toHaveAttribute("target", "_blank");

    await menu.getByRole("link", { name: "Book Demo" }).click();
    await expect(page).toHaveURL(/#book-demo$/);
    await expect(page.locator("#book-demo")).toBeInViewport();
  });
});
