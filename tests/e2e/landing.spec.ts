import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const terminal = (page: Page) => page.locator("#providers-section pre");
const stats = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Biometric Risk Isn't Imaginary" }) }).locator("dl");
const visibleText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim());

/** Stops the page's clock (timers, animation frames) so the test alone moves time on. */
async function freezeClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 200) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test("the sections come in the brief's order, with their ids and cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Missing Trust Layer For Enterprise Biometrics");
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
    "Request early access",
    "Knowledge and Transparency. Connected.",
    "Automated Compliance for Regulated Enterprises",
    "Biometric Risk Isn't Imaginary",
    "Closing the Compliance Gap",
    "Join the Waitlist",
  ]);
  const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.filter(Boolean)).toEqual(["providers-section", "features-section", "waitlist-section"]);

  await expect(page.locator("#providers-section h3")).toHaveText([
    "Evidence Engine",
    "Consent Guardrails",
    "Real-Time Transparency",
    "One SDK beside the systems you already run",
  ]);
  const compliance = page.locator("section", { has: page.getByRole("heading", { name: "Automated Compliance" }) });
  await expect(compliance.locator("h3")).toHaveText([
    "Adaptive Frameworks",
    "Comprehensive Analytics",
    "Auditor-Ready Exports",
    "Immutable Verification",
  ]);
  await expect(page.locator("#features-section h3")).toHaveText([
    /Evidence gaps/,
    /Consent management failures/,
    /Cross-border compliance burden/,
  ]);
});

test("the terminal waits out of view, then types at 40 ms a character once 30% is in view", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await freezeClock(page);
  await page.clock.runFor(2_000);
  await expect(terminal(page)).toHaveAttribute("data-animate", "pending");
  expect(await visibleText(page, "#providers-section pre")).toBe("");

  await terminal(page).scrollIntoViewIfNeeded();
  await expect(terminal(page)).toHaveAttribute("data-animate", "typing");
  // 10 characters of the first line after ~400 ms, nothing of the second line yet.
  await page.clock.runFor(400);
  const early = await visibleText(page, "#providers-section pre");
  expect(early.length).toBeGreaterThanOrEqual(8);
  expect(early.length).toBeLessThanOrEqual(14);
  expect(early).not.toContain("connected");

  // The second line starts at 2 s and its 40 characters take another 1.6 s.
  await page.clock.runFor(4_000);
  expect(await visibleText(page, "#providers-section pre")).toContain("✓ connected · capture pipeline unchanged");
  expect(await visibleText(page, "#providers-section pre")).not.toContain("reports.export");

  await page.clock.runFor(25_000);
  await expect(terminal(page)).toHaveAttribute("data-animate", "done");
  expect(await visibleText(page, "#providers-section pre")).toContain("✓ packaged · CSV, JSON, PDF");
});

test("the terminal keeps its height while it types", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await freezeClock(page);
  const before = await terminal(page).boundingBox();
  await terminal(page).scrollIntoViewIfNeeded();
  await expect(terminal(page)).toHaveAttribute("data-animate", "typing");
  await page.clock.runFor(5_000);
  const during = await terminal(page).boundingBox();
  await page.clock.runFor(25_000);
  const after = await terminal(page).boundingBox();
  expect(during!.height).toBe(before!.height);
  expect(after!.height).toBe(before!.height);
});

test("the statistics count up to $1.4B, $17B and 8 and name their sources", async ({ page }) => {
  await page.goto("/");
  const numbers = stats(page).locator("dd.text-5xl [aria-hidden] > span:last-child");
  await expect(numbers.first()).toHaveAttribute("data-animate", "pending");
  await stats(page).scrollIntoViewIfNeeded();
  await expect(numbers.first()).toHaveAttribute("data-animate", "counting");
  await expect(numbers).toHaveText(["$1.4B", "$17B", "8"], { timeout: 10_000 });
  await expect(stats(page).locator("dd.text-5xl > .sr-only")).toHaveText(["$1.4B", "$17B", "8"]);
  await expect(stats(page).getByRole("link")).toHaveText([/Texas Attorney General/, /Cothron v\. White Castle/, /IAPP/]);
});

test("the statistics start from zero, staggered, never from the final value", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await freezeClock(page);
  const numbers = stats(page).locator("dd.text-5xl [aria-hidden] > span:last-child");
  await stats(page).scrollIntoViewIfNeeded();
  await expect(numbers.first()).toHaveAttribute("data-animate", "counting");
  await expect(numbers).toHaveText(["$0.0B", "$0B", "0"]);
  await page.clock.runFor(300);
  // 0.2 s stagger: the first has begun, the third (0.6 s) has not.
  await expect(numbers.nth(2)).toHaveText("0");
  await page.clock.runFor(5_000);
  await expect(numbers).toHaveText(["$1.4B", "$17B", "8"]);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the log and the statistics show their final state at once", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await terminal(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(50);
    expect(await visibleText(page, "#providers-section pre")).toContain("✓ packaged · CSV, JSON, PDF");
    await stats(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(50);
    await expect(stats(page).locator("dd.text-5xl [aria-hidden] > span:last-child")).toHaveText(["$1.4B", "$17B", "8"]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section, every statistic and the whole log are there", async ({ page }) => {
    await page.goto("/");
    for (const id of ["providers-section", "features-section", "waitlist-section"]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    expect(await visibleText(page, "#providers-section pre")).toContain('$ attest.init({ system: "kyc-faceid" })');
    expect(await visibleText(page, "#providers-section pre")).toContain("✓ packaged · CSV, JSON, PDF");
    await expect(stats(page).locator("dd.text-5xl [aria-hidden] > span:last-child")).toHaveText(["$1.4B", "$17B", "8"]);
    await expect(stats(page).locator("dd.text-5xl [aria-hidden] > span:last-child").first()).toBeVisible();
    await expect(page.locator("img[data-fade-in]")).toHaveCSS("opacity", "1");
  });

  test("every line of the log is light text on the terminal's dark ground", async ({ page }) => {
    await page.goto("/");
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb.match(/\d+/g)!.map(Number).map((c) => c / 255);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ground = await terminal(page).evaluate((pre) => getComputedStyle(pre.closest(".bg-ink")!).backgroundColor);
    const colours = await terminal(page).locator("> div:not(.invisible)").evaluateAll((lines) => lines.map((line) => getComputedStyle(line).color));
    expect(colours.length).toBeGreaterThan(10);
    expect(luminance(ground)).toBeLessThan(0.05);
    for (const colour of colours) expect(luminance(colour), colour).toBeGreaterThan(0.5);
  });
});

test("the hero image fades in once it has loaded, and the headline does not wait for it", async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/hero-ridges.*\.(avif|webp)$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const image = page.locator("img[data-fade-in]");
  await expect(image).toHaveCSS("opacity", "0.01");
  release();
  await expect(image).toHaveAttribute("data-loaded", "");
  await expect(image).toHaveCSS("transition-duration", "0.7s");
  await expect(image).toHaveCSS("opacity", "1");
});

test("a phone at 360 px never scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await scrollThroughPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`scrolling the whole page at ${viewport.width} px shifts the layout by less than 0.01`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await scrollThroughPage(page);
    await page.waitForTimeout(2_500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  });
}
