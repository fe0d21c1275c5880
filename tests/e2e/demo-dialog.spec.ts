import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test, waitForIslands } from "./fixtures";

const EMBED_URL = "https://app.cal.com/embed/embed.js";
const stub = readFileSync(new URL("./stubs/cal-embed.js", import.meta.url), "utf8");

/** Serves the stub embed script and records every request to the provider. */
async function stubProvider(page: Page) {
  const requests: string[] = [];
  await page.route(/^https:\/\/([a-z]+\.)?cal\.com\//, (route) => {
    requests.push(route.request().url());
    if (route.request().url() === EMBED_URL) {
      return route.fulfill({ contentType: "text/javascript", body: stub });
    }
    return route.abort("blockedbyclient");
  });
  return requests;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: /Book a demo/ });

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Book Demo opens the booking calendar, loaded only then", async ({ page }) => {
    const requests = await stubProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);

    const url = page.url();
    const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
    await bookDemo.click();
    await expect(dialog(page)).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(page.getByRole("button", { name: "Close" })).toBeFocused();

    await expect(dialog(page).locator("[data-cal-stub]")).toHaveText(/Calendar for .+\/.+/);
    await expect(dialog(page).getByRole("status")).toHaveCount(0);
    expect(requests).toEqual([EMBED_URL]);

    const calls = await page.evaluate(() => (window as unknown as { __calCalls: { namespace: string; name: string; args: unknown[] }[] }).__calCalls);
    const booking = calls.filter((call) => call.namespace === "booking");
    expect(booking.find((call) => call.name === "init")).toBeTruthy();
    expect(booking.find((call) => call.name === "inline")?.args[1]).toMatchObject({ config: { layout: "month_view" } });
    expect(booking.find((call) => call.name === "ui")?.args[1]).toEqual({
      theme: "light",
      styles: { branding: { brandColor: "#000000" } },
      hideEventTypeDetails: false,
      layout: "month_view",
    });
  });

  test("closes on the close button, Escape and a backdrop click, returning focus", async ({ page }) => {
    await stubProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });

    await bookDemo.click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(bookDemo).toBeFocused();

    await bookDemo.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(bookDemo).toBeFocused();

    await bookDemo.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(8, 790);
    await expect(dialog(page)).toBeHidden();
  });

  test("keeps focus inside and the page behind still", async ({ page }) => {
    await stubProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page)).toBeVisible();
    // The page behind is inert: Tab cycles through the dialog and the browser's own UI, never the page.
    const visited = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      visited.add(
        await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body ? "browser" : active.closest("dialog") ? "dialog" : "page";
        }),
      );
    }
    expect(visited.has("page")).toBe(false);
    expect(visited.has("dialog")).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 60);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("shows a loading state, then the booking page link when the provider is blocked", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(EMBED_URL, async (route) => {
      await gate;
      await route.abort("blockedbyclient");
    });
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText(/Loading/);

    release();
    const fallback = dialog(page).getByRole("link", { name: /Open the booking page/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", /^https:\/\/cal\.com\/.+\/.+/);
    await expect(fallback).toHaveAttribute("target", "_blank");
  });

  test("offers the booking page if the calendar never becomes ready", async ({ page }) => {
    await page.clock.install();
    await page.route(EMBED_URL, (route) => route.fulfill({ contentType: "text/javascript", body: "/* never ready */" }));
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page).getByRole("status")).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(dialog(page).getByRole("link", { name: /Open the booking page/ })).toBeVisible();
  });

  test("has no WCAG 2.1 AA violations while open", async ({ page }) => {
    await stubProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page).locator("[data-cal-stub]")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`the dialog is at most 80% of a ${viewport.width}x${viewport.height} viewport tall`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await stubProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    if (viewport.width < 768) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Book Demo" }).filter({ visible: true }).click();
    const box = await dialog(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("Book Demo in the menu closes the menu and opens the dialog", async ({ page }) => {
    await stubProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    const url = page.url();
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    expect(page.url()).toBe(url);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
