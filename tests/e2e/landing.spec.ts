import type { Page } from "@playwright/test";
import { expect, stopClock, test } from "./fixtures";

test.use({ reducedMotion: "no-preference" });

const terminal = (page: Page) => page.locator("#providers-section pre");
const stats = (page: Page) => page.locator("main dl", { has: page.locator("[data-counter]") });
const counters = (page: Page) => stats(page).locator("[data-counter]");
const visibleText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim());

/** The log as the server rendered it: each line's text and when it starts typing. */
const logLines = (page: Page) =>
  terminal(page)
    .locator("> span[data-delay]:not(.invisible)")
    .evaluateAll((lines) =>
      lines.map((line) => ({ text: line.textContent!, delayMs: Number((line as HTMLElement).dataset.delay) })),
    );

/** The statistics' final values as the server rendered them (what screen readers read). */
const finalValues = (page: Page) => stats(page).locator("[data-final]").allTextContents();

/** Stops the page's clock (timers, animation frames) so the test alone moves time on. */
async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 200) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test("the landing sections come in order, with their ids, headings and at least its cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  // By structure: the hero first, then the platform (providers-section), the
  // compliance cards, the statistics, the gap (features-section) and the waitlist (waitlist-section).
  // Other sections may come between them, so only this order is held.
  const order = await page
    .locator("main > section")
    .evaluateAll((sections) =>
      sections.map((section, index) =>
        index === 0 && section.querySelector("h1")
          ? "hero"
          : section.id || (section.querySelector("[data-counter]") ? "statistics" : "other"),
      ),
    );
  const named = ["hero", "providers-section", "statistics", "features-section", "waitlist-section"];
  expect(order.filter((section) => named.includes(section))).toEqual(named);
  const compliance = order.indexOf("providers-section") + 1;
  expect(compliance, "the compliance section follows the platform").toBeLessThan(order.indexOf("statistics"));
  for (const section of await page.locator("main > section:not(:first-child)").all())
    await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);

  // At least three feature cards beside the SDK heading, four compliance cards,
  // three statistics and three problem/fix pairs: more may be added.
  expect(await page.locator("#providers-section h3").count()).toBeGreaterThanOrEqual(4);
  expect(await page.locator("main > section").nth(compliance).locator("h3").count()).toBeGreaterThanOrEqual(4);
  expect(await counters(page).count()).toBeGreaterThanOrEqual(3);
  expect(await page.locator("#features-section h3").count()).toBeGreaterThanOrEqual(3);
});

test("the terminal waits out of view, then types at 40 ms a character once 30% is in view", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await stopClock(page);
  const lines = await logLines(page);
  expect(lines[0].delayMs).toBe(0);
  await page.clock.runFor(2_000);
  await expect(terminal(page)).toHaveAttribute("data-animate", "pending");
  expect(await visibleText(page, "#providers-section pre")).toBe("");

  await terminal(page).scrollIntoViewIfNeeded();
  await expect(terminal(page)).toHaveAttribute("data-animate", "typing");
  // About 10 characters of the first line after ~400 ms, nothing of the second yet.
  await page.clock.runFor(400);
  const early = await visibleText(page, "#providers-section pre");
  expect(early.length).toBeGreaterThanOrEqual(8);
  expect(early.length).toBeLessThanOrEqual(14);
  expect(lines[0].text.startsWith(early)).toBe(true);

  // The second line is whole once its delay and 40 ms per character have passed, and the last has not begun.
  await page.clock.runFor(lines[1].delayMs + lines[1].text.length * 40 - 400 + 100);
  expect(await visibleText(page, "#providers-section pre")).toContain(lines[1].text);
  expect(await visibleText(page, "#providers-section pre")).not.toContain(lines.at(-1)!.text);

  await page.clock.runFor(30_000);
  await expect(terminal(page)).toHaveAttribute("data-animate", "done");
  expect(await visibleText(page, "#providers-section pre")).toContain(lines.at(-1)!.text);
});

test("the terminal keeps its height while it types", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await stopClock(page);
  await terminal(page).scrollIntoViewIfNeeded();
  await expect(terminal(page)).toHaveAttribute("data-animate", "typing");
  // Read once its deferred block is laid out (defer-render): before, a busy machine may not have laid it out yet (0 px).
  const before = await terminal(page).boundingBox();
  await page.clock.runFor(5_000);
  const during = await terminal(page).boundingBox();
  await page.clock.runFor(30_000);
  const after = await terminal(page).boundingBox();
  expect(during!.height).toBe(before!.height);
  expect(after!.height).toBe(before!.height);
});

test("the statistics count up to the values in the page and name their sources", async ({ page }) => {
  await page.goto("/");
  const finals = await finalValues(page);
  expect(finals.length).toBeGreaterThanOrEqual(3);
  await expect(counters(page).first()).toHaveAttribute("data-animate", "pending");
  await stats(page).scrollIntoViewIfNeeded();
  await expect(counters(page).first()).toHaveAttribute("data-animate", "counting");
  await expect(counters(page)).toHaveText(finals, { timeout: 10_000 });
  // Every statistic names its source.
  const sources = stats(page).getByRole("link");
  await expect(sources).toHaveCount(finals.length);
  for (const source of await sources.all()) {
    await expect(source).toHaveAttribute("href", /^https:\/\/.+/);
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).not.toBeEmpty();
  }
});

test("the statistics start from zero, staggered, never from the final value", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await stopClock(page);
  const finals = await finalValues(page);
  await stats(page).scrollIntoViewIfNeeded();
  // Counting starts on an animation frame once each statistic's island has hydrated and seen it,
  // 0.2 s before the first number moves: step frame by frame until all three have.
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return counters(page).evaluateAll((all) => all.map((counter) => (counter as HTMLElement).dataset.animate));
    })
    .toEqual(["counting", "counting", "counting"]);
  const zero = /^\D*0(\.0+)?\D*$/;
  for (const counter of await counters(page).all()) await expect(counter).toHaveText(zero);
  await page.clock.runFor(250);
  // 0.2 s stagger: the first has begun, the third (0.6 s) has not.
  await expect(counters(page).nth(2)).toHaveText(zero);
  await page.clock.runFor(5_000);
  await expect(counters(page)).toHaveText(finals);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the log and the statistics show their final state at once", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await terminal(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(50);
    const last = (await logLines(page)).at(-1)!.text;
    await expect.poll(() => visibleText(page, "#providers-section pre")).toContain(last);
    await stats(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(50);
    await expect(counters(page)).toHaveText(await finalValues(page));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section, every statistic and the whole log are there", async ({ page }) => {
    await page.goto("/");
    for (const id of ["providers-section", "features-section", "waitlist-section"]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    // Laid out as it nears the viewport (defer-render), from the next frame, as a reader scrolling to it finds it.
    await terminal(page).scrollIntoViewIfNeeded();
    await expect.poll(() => visibleText(page, "#providers-section pre")).not.toBe("");
    const shown = await visibleText(page, "#providers-section pre");
    for (const line of await logLines(page)) expect(shown).toContain(line.text);
    await expect(counters(page)).toHaveText(await finalValues(page));
    await expect(counters(page).first()).toBeVisible();
    await expect(page.locator("img[data-fade-in]")).toHaveCSS("opacity", "1");
  });

  test("every line of the log is light text on the terminal's dark ground", async ({ page }) => {
    await page.goto("/");
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb
        .match(/\d+/g)!
        .map(Number)
        .map((c) => c / 255);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ground = await terminal(page).evaluate((pre) => getComputedStyle(pre.closest(".bg-ink")!).backgroundColor);
    const colours = await terminal(page)
      .locator("> span[data-delay]:not(.invisible)")
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).color));
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

test("on a phone the first screen offers the primary action, and it leads to the waitlist card", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const hero = page.locator("main > section").first();
  const action = hero.locator('a[href="#join"]');
  const box = await action.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(812);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await action.click();
  await expect(page.locator('#join [data-waitlist-card="compact"]')).toBeInViewport();

  // Beside the card on a wide screen, it would only repeat it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(action).toBeHidden();
});
