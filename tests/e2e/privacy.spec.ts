import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test("the privacy policy has its sections in order and links back home", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // Introduction, Information We Collect, How We Use It, Data Security, Third-Party Services,
  // Your Rights, Changes, Contact Us: by their anchors, which links to the policy rely on.
  const sections = page.locator("main section[aria-labelledby]");
  expect(await sections.evaluateAll((all) => all.map((section) => section.getAttribute("aria-labelledby")))).toEqual([
    "introduction",
    "information-we-collect",
    "how-we-use",
    "data-security",
    "third-party-services",
    "your-rights",
    "changes",
    "contact",
  ]);
  // Name, email, organization, role, anything else volunteered; and seven rights.
  await expect(page.locator("#information-we-collect + div > ul").first().locator("li")).toHaveCount(5);
  await expect(page.locator("#your-rights + div > ul").first().locator("li")).toHaveCount(7);

  await expect(page.locator("#contact + div").locator('a[href^="mailto:"]')).toBeVisible();
  await page.locator('main a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("a table of contents lists every section, stays in view on wide screens and leads to each", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/privacy");
  const sections = await page
    .locator("main section[aria-labelledby]")
    .evaluateAll((all) => all.map((s) => `#${s.getAttribute("aria-labelledby")}`));
  const toc = page.getByRole("navigation", { name: /./ }).filter({ has: page.locator('a[href="#introduction"]') });
  expect(await toc.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    sections,
  );

  await page.mouse.wheel(0, 2000);
  await expect(toc).toBeInViewport();
  await toc.locator('a[href="#your-rights"]').click();
  await expect(page.locator("#your-rights")).toBeInViewport();
  const heading = await page.locator("#your-rights").boundingBox();
  // Below the fixed header, not under it.
  expect(heading!.y).toBeGreaterThanOrEqual(64);
});

test("'Last updated' shows the visitor's today", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2031, 0, 9, 10, 0));
  await page.goto("/privacy");
  const time = page.locator("time[data-last-updated]");
  await expect(time).toHaveText("January 9, 2031");
  await expect(time).toHaveAttribute("datetime", "2031-01-09");
});

// At 1280 px seo.spec.ts checks it; here the phone's folded contents list.
test("/privacy has no WCAG 2.2 AA violations at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/privacy");
  await expectNoAxeViolations(page);
});

test("the theme is forced to light", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/privacy");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("on a phone the table of contents starts folded and opens to lead to a section", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/privacy");
  const toc = page.locator("main details");
  const rights = toc.locator('a[href="#your-rights"]');
  await expect(rights).toBeHidden();
  // The policy's first words are on the first screen, not below a long list.
  await expect(page.locator("main section[aria-labelledby] p").first()).toBeInViewport();
  await toc.locator("summary").click();
  await rights.click();
  await expect(page.locator("#your-rights")).toBeInViewport();
});

test("a 320 px phone never scrolls the privacy policy sideways, folded or open", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/privacy");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.locator("main details summary").click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("the policy names its controller and dates every provider it lists", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.locator("#introduction + div [data-controller]")).toBeVisible();
  const providers = page.locator("#third-party-services + div table tbody tr");
  // The host, the waitlist service and the calendar, each with the day it was checked and a link to its terms.
  expect(await providers.count()).toBeGreaterThanOrEqual(3);
  for (const row of await providers.all()) {
    await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(row.locator("a[href^='https://']")).toHaveCount(1);
  }
  await expect(page.locator("#how-we-use + div table#retention tbody tr")).toHaveCount(6);
});

const NOTICE = 'a[href="/privacy#notice-at-collection"]';

/** The notice lies within `container`'s box, below `above`. */
async function expectNoticeInside(container: Locator, above: Locator) {
  const notice = container.locator(NOTICE);
  await expect(notice).toHaveCount(1);
  await notice.scrollIntoViewIfNeeded();
  const [box, noticeBox, aboveBox] = [
    await container.boundingBox(),
    await notice.boundingBox(),
    await above.boundingBox(),
  ];
  expect(noticeBox!.y).toBeGreaterThanOrEqual(aboveBox!.y + aboveBox!.height);
  expect(noticeBox!.x).toBeGreaterThanOrEqual(box!.x);
  expect(noticeBox!.x + noticeBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
}

test("every form that collects has the notice at collection inside it, and the link lands on the notice", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // Inside each waitlist card, under its button and the card's security note after it.
  const underNote = (card: Locator) => card.locator('form button[type="submit"] + p');
  const hero = page.locator('[data-waitlist-card="compact"]');
  await expectNoticeInside(hero, underNote(hero));
  // The closing block's, under its email field; once it opens its card, the card's own.
  const block = page.locator("[data-waitlist-block]");
  await expectNoticeInside(block, block.locator('input[name="email"]'));
  await block.locator('input[name="email"]').fill("notice@example.com");
  await block.getByRole("button", { name: "Request Access" }).click();
  const closing = page.locator('[data-waitlist-card="full"]');
  await expectNoticeInside(closing, underNote(closing));
  await expect(page.locator(`#waitlist-section ${NOTICE}`)).toHaveCount(1);
  // The demo dialog's calendar collects too: its notice sits inside the dialog.
  await expect(page.locator(`dialog ${NOTICE}`)).toHaveCount(1);

  await hero.locator(NOTICE).click();
  await expect(page).toHaveURL(/\/privacy#notice-at-collection$/);
  await expect(page.locator("#notice-at-collection")).toBeInViewport();
});

for (const width of [375, 1280]) {
  test(`at ${width} px a link to any heading of the policy lands on that heading`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Where a card's notice and the thank-you's line send readers, with the long sections laid out late (.defer-render).
    await page.goto("/privacy");
    const ids = await page.locator("main :is(h2, h3)[id]").evaluateAll((all) => all.map((heading) => heading.id));
    expect(ids).toEqual(expect.arrayContaining(["notice-at-collection", "booking-calendar", "your-rights"]));
    for (const id of ids) {
      await page.goto(`/privacy#${id}`);
      const heading = page.locator(`#${id}`);
      await expect(heading).toBeInViewport();
      // Below the fixed header and near the top, unless the page ends first.
      const { top, atEnd } = await heading.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
      }));
      expect(top, id).toBeGreaterThanOrEqual(64);
      if (!atEnd) expect(top, id).toBeLessThan(200);
    }
  });
}
