import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, stopClock, test } from "./fixtures";

const terminal = (page: Page) => page.locator("#providers-section pre");
const stats = (page: Page) => page.locator("main dl", { has: page.locator("[data-counter]") });

async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 200) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test("at 1280 px the statistics stand side by side and their source lines share one baseline", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await stats(page).scrollIntoViewIfNeeded();
  // Each source line starts with its label ("Source:"): measure that first run of text, wherever the link wraps.
  const labels = await stats(page)
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => {
        const line = link.parentElement!;
        const range = document.createRange();
        range.selectNodeContents(line.firstChild!);
        const { left, bottom } = range.getBoundingClientRect();
        return { left, bottom, text: range.toString().trim() };
      }),
    );
  expect(labels).toHaveLength(3);
  for (const label of labels) expect(label.text.length).toBeGreaterThan(0);
  expect(new Set(labels.map((label) => label.text)).size).toBe(1);
  // Three columns, not a stack...
  expect(labels[0].left).toBeLessThan(labels[1].left);
  expect(labels[1].left).toBeLessThan(labels[2].left);
  // ...whose labels sit on one line.
  for (const label of labels) expect(Math.abs(label.bottom - labels[0].bottom)).toBeLessThan(0.5);
});

test("at 1280 px the headline keeps its place while the hero card is still arriving", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const headline = page.getByRole("heading", { level: 1 });
  const top = () => headline.evaluate((h1) => h1.getBoundingClientRect().top);
  const settled = await top();
  // What a first paint shows when the parser has reached only the card's first lines (a slow network, a busy CPU).
  await page.locator("#join [data-waitlist-card] form").evaluate((form) => (form.style.display = "none"));
  expect(await top()).toBe(settled);
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the first screen links to the sample evidence, beside the hero's card`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const hero = page.locator("main > section").first();
    const sample = hero.locator('a[href="/sample"]');
    await expect(sample).toHaveCount(1);
    await expect(sample).toBeInViewport({ ratio: 1 });
    // In the headline's column: on a wide screen the card keeps the other to itself.
    const [link, headline, card] = await Promise.all(
      [sample, hero.getByRole("heading", { level: 1 }), hero.locator("[data-waitlist-card]")].map((part) =>
        part.boundingBox(),
      ),
    );
    expect(Math.abs(link!.x - headline!.x)).toBeLessThan(viewport.width / 2);
    if (viewport.width >= 1024) expect(link!.x + link!.width).toBeLessThan(card!.x);
    await sample.click();
    await expect(page).toHaveURL(/\/sample\/?$/);
  });
}

test("at 1280 px each section's heading is a step below the hero's headline", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const headline = await page.getByRole("heading", { level: 1 }).evaluate(size);
  const sections = await page
    .locator("main > section:not(:first-child) h2")
    .evaluateAll((headings) => headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize)));
  expect(sections.length).toBeGreaterThanOrEqual(5);
  for (const heading of sections) {
    expect(heading).toBeGreaterThanOrEqual(36);
    expect(heading).toBeLessThanOrEqual(40);
    expect(heading).toBeLessThan(headline * 0.7);
  }
});

test("a 320 px phone never scrolls the landing page sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await scrollThroughPage(page);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // No section hides a sideways overflow either (what overflows is cut off, not scrolled to).
  const wide = await page.locator("main *").evaluateAll((elements) =>
    elements
      .filter(
        (element) => element.getBoundingClientRect().right > 320.5 && getComputedStyle(element).visibility !== "hidden",
      )
      .filter((element) => !element.closest(".sr-only"))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}`),
  );
  expect(wide).toEqual([]);
});

test.describe("while the log types", () => {
  test.use({ reducedMotion: "no-preference" });

  for (const width of [375, 1280]) {
    test(`at ${width} px the log window follows the newest line and ends on the last one, with no empty rows`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await stopClock(page);
      const lines = terminal(page).locator("> span[data-delay]:not(.invisible)");
      const count = await lines.count();
      await terminal(page).scrollIntoViewIfNeeded();
      await expect(terminal(page)).toHaveAttribute("data-animate", "typing");

      /** How far the given line's bottom lies below the window's bottom edge (<= 0: fully shown). */
      const belowWindow = (index: number) =>
        terminal(page).evaluate((pre, i) => {
          const line = pre.querySelectorAll(":scope > span[data-delay]:not(.invisible)")[i];
          return line.getBoundingClientRect().bottom - pre.getBoundingClientRect().bottom;
        }, index);

      // The window is shorter than the log, so following the typing is needed at all.
      expect(await belowWindow(count - 1)).toBeGreaterThan(0);
      let elapsed = 0;
      for (let index = 0; index < count; index++) {
        // Once each line is typed (its delay plus 40 ms a character), it is in the window.
        const delay = Number(await lines.nth(index).getAttribute("data-delay"));
        const typed = delay + (await lines.nth(index).textContent())!.length * 40 + 50;
        await page.clock.runFor(typed - elapsed);
        elapsed = typed;
        await expect
          .poll(() => belowWindow(index), { message: `line ${index + 1} in the window` })
          .toBeLessThanOrEqual(0.5);
      }

      await page.clock.runFor(5_000);
      await expect(terminal(page)).toHaveAttribute("data-animate", "done");
      // The window ends on the last line, once its last re-snap has run: no filler or empty rows below it.
      const lineHeight = await terminal(page).evaluate((pre) => parseFloat(getComputedStyle(pre).lineHeight));
      await expect.poll(() => belowWindow(count - 1)).toBeLessThanOrEqual(0.5);
      expect(await belowWindow(count - 1)).toBeGreaterThan(-lineHeight / 2);
    });
  }
});

test("the landing page passes axe at phone width once every island has run", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await scrollThroughPage(page);
  await expectNoAxeViolations(page);
});

for (const width of [375, 1280]) {
  test(`at ${width} px a link to a section far down the page lands on its heading`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The sections below the hero are laid out only as they near the viewport (.defer-render),
    // so this is where estimated heights could send a visitor to the wrong place.
    for (const id of ["providers-section", "features-section", "waitlist-section"]) {
      await page.goto(`/#${id}`);
      const heading = page.locator(`#${id} h2`).first();
      await expect(heading).toBeInViewport();
      const top = await page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);
      expect(Math.abs(top), id).toBeLessThan(200);
    }
  });
}

test("find-in-page reaches the text of every block laid out late, and shows it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  let searched = 0;
  for (const block of await page.locator(".defer-render").all()) {
    // The block's last line of text, which nothing above it repeats (a script's source is no text; the
    // closing card is not displayed at all until Request Access, and no one's to find).
    const phrase = await block.evaluate((element) =>
      [...element.querySelectorAll("p, li, h3, td")]
        .filter((line) => !line.querySelector("script") && line.checkVisibility())
        .map((line) => line.textContent!.trim().replace(/\s+/g, " ").slice(0, 40))
        .findLast(Boolean),
    );
    if (!phrase) continue;
    searched++;
    const found = await page.evaluate((text) => {
      getSelection()!.removeAllRanges();
      // window.find: not standard, but it searches content-visibility's skipped text as find-in-page does.
      return (window as unknown as { find(...args: unknown[]): boolean }).find(text, false, false, true);
    }, phrase!);
    expect(found, phrase).toBe(true);
    const match = () =>
      block.evaluate((element) => {
        const node = getSelection()!.anchorNode!;
        const line = node instanceof Element ? node : node.parentElement!;
        return element.contains(line) && line.checkVisibility({ contentVisibilityAuto: true });
      });
    await expect.poll(match, phrase).toBe(true);
  }
  expect(searched).toBeGreaterThan(5);
});

test("sections far below the first screen wait to be laid out, except in a printout", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const farHeading = page.locator("#waitlist-section h2").first();
  const rendered = () => farHeading.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  await page.emulateMedia({ media: "print" });
  expect(await rendered()).toBe(true);
});
