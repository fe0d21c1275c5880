import type { Locator, Page, Route } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  bookingFrame,
  bookingPageUrl,
  EMBED_URL,
  messagesToBookingPage,
  releaseBookingPage,
  serveCalProvider,
} from "./cal/calProvider";
import { expect, stopClock, test, waitForIslands } from "./fixtures";

const dialog = (page: Page) => page.getByRole("dialog", { name: /Book a demo/ });
const calendarFrame = (page: Page) => dialog(page).locator("iframe.cal-embed");
// Two: the header's, first, and the one right after the calendar.
const headerClose = (page: Page) => dialog(page).getByRole("button", { name: "Close" }).first();

/** Drawn, not a screen reader's 1 px: what a sighted visitor sees. */
const isDrawn = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().width > 1);

/** Focus is on the window's Close that follows the calendar (its island, frame or not) in the document, now shown. */
async function expectFocusOnCloseAfterCalendar(page: Page) {
  const closeAfter = dialog(page).getByRole("button", { name: "Close" }).last();
  await expect(closeAfter).toBeFocused();
  expect(await isDrawn(closeAfter), "the focused Close is shown").toBe(true);
  await expect(closeAfter).toBeInViewport({ ratio: 1 });
  const afterCalendar = await page.evaluate(() => {
    const calendar = document.querySelector("dialog[open] astro-island");
    return (
      !!calendar && !!(calendar.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(afterCalendar, "the focused Close comes after the calendar").toBe(true);
}
const ownBookingLink = (page: Page) => dialog(page).getByRole("link", { name: /^Booking page/ });
const CALENDAR_SCRIPT = /\/_astro\/DemoCalendar\.[^/]+\.js(\?|$)/;
// The provider's own error text, which its CSS hides until a link really fails.
const providerError = (page: Page) => page.getByText("Something went wrong.");

async function openFromHeader(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).filter({ visible: true }).click();
  await expect(dialog(page)).toBeVisible();
}

/**
 * Counts the elements that move from now on, but the provider's frame (its script sizes and places it as its page
 * reports its height). Returns how to start counting afresh and how to read the count.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = window as unknown as { __shifts: number };
    shifts.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
        shifts.__shifts += entry.sources.filter((source) => !(source.node instanceof HTMLIFrameElement)).length;
    }).observe({ type: "layout-shift" });
  });
  return {
    restart: () => page.evaluate(() => ((window as unknown as { __shifts: number }).__shifts = 0)),
    count: () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts),
  };
}

async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener(
      "securitypolicyviolation",
      (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Book Demo opens the provider's calendar, loaded only then, with the month view and the brand colour", async ({
    page,
  }) => {
    const requests = await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);

    const url = page.url();
    await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page)).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(headerClose(page)).toBeFocused();

    await expect(calendarFrame(page)).toBeVisible();
    await expect(bookingFrame(page).getByRole("button", { name: "Confirm booking" })).toBeVisible();
    await expect(dialog(page).getByRole("status")).toHaveCount(0);
    expect(requests[0]).toBe(EMBED_URL);

    const booking = bookingPageUrl(page);
    expect(booking.origin).toBe("https://app.cal.com");
    expect(booking.pathname).toMatch(/^\/[^/]+\/[^/]+\/embed$/);
    expect(booking.searchParams.get("embed")).toBe("booking");
    expect(booking.searchParams.get("layout")).toBe("month_view");
    expect(booking.searchParams.get("theme")).toBe("light");
    await expect
      .poll(async () => (await messagesToBookingPage(page)).find((message) => message.method === "ui")?.arg)
      .toEqual({
        theme: "light",
        styles: { branding: { brandColor: "#000000" } },
        hideEventTypeDetails: false,
        layout: "month_view",
      });
  });

  test("keeps its spinner over the calendar until the booking page reports its link ready", async ({ page }) => {
    await serveCalProvider(page, { outcome: "held" });
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(calendarFrame(page)).toBeAttached();
    await expect.poll(() => page.frames().some((frame) => frame.url().includes("/embed?"))).toBe(true);
    await page.waitForTimeout(500);
    await expect(dialog(page).getByRole("status")).toBeVisible();
    await expect(providerError(page)).toBeHidden();

    await releaseBookingPage(page);
    await expect(dialog(page).getByRole("status")).toHaveCount(0);
    await expect(bookingFrame(page).getByRole("button", { name: "Confirm booking" })).toBeVisible();
    await expect(providerError(page)).toBeHidden();
  });

  test("shows the booking page link at once when the booking page reports its link failed", async ({ page }) => {
    await page.clock.install();
    await serveCalProvider(page, { outcome: "failed" });
    await page.goto("/");
    await waitForIslands(page);
    // The page's clock stands still, so the 10 s the dialog otherwise waits for a calendar never pass: the link can
    // only come from the booking page's report, however long a busy machine takes to deliver it.
    await stopClock(page);
    await openFromHeader(page);
    const fallback = dialog(page).getByRole("link", { name: /booking page/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", /^https:\/\/cal\.com\/.+\/.+/);
    await expect(fallback).toHaveAttribute("target", "_blank");
    await expect(providerError(page)).toBeHidden();
  });

  test("offers the booking page at the timeout when the calendar's own script answers 404", async ({ page }) => {
    await serveCalProvider(page);
    await page.route(CALENDAR_SCRIPT, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    // Without its script the link is revealed by a CSS animation delayed by the timeout: hold the page's
    // animations, then run them 20 times as fast, as DevTools' Animations panel does, rather than wait out 10 s.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await openFromHeader(page);
    const fallback = dialog(page).getByRole("link", { name: /booking page/ });
    await expect(fallback).toBeHidden();
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 20 });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", /^https:\/\/cal\.com\/.+\/.+/);
  });

  test("sits over a dimmed, blurred backdrop", async ({ page }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await openFromHeader(page);
    const backdrop = await dialog(page).evaluate((element) => {
      const style = getComputedStyle(element, "::backdrop");
      return { filter: style.backdropFilter, background: style.backgroundColor };
    });
    expect(backdrop.filter).toMatch(/blur\(/);
    expect(backdrop.background).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("closes on the close button, Escape and a backdrop click, returning focus", async ({ page }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });

    await bookDemo.click();
    await headerClose(page).click();
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

  test("from inside the calendar, where Escape stays in the frame, Tab reaches the Close after it, which returns focus", async ({
    page,
  }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
    await bookDemo.click();
    const lastInCalendar = bookingFrame(page).getByRole("button", { name: "Confirm booking" });
    await expect(lastInCalendar).toBeVisible();

    await ownBookingLink(page).focus();
    await page.keyboard.press("Tab");
    await expect(lastInCalendar).toBeFocused();
    // The limit the window's hint and the accessibility statement describe.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeVisible();

    await page.keyboard.press("Tab");
    await expectFocusOnCloseAfterCalendar(page);
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect(bookDemo).toBeFocused();
  });

  for (const [when, answer] of [
    ["before the calendar's script arrives", () => new Promise<void>(() => {})],
    ["without the calendar's script", (route: Route) => route.fulfill({ status: 404, body: "" })],
  ] as const) {
    test(`${when}, the Close after the calendar follows the window's own link and returns focus`, async ({ page }) => {
      await serveCalProvider(page);
      await page.route(CALENDAR_SCRIPT, answer);
      await page.goto("/");
      const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
      await bookDemo.click();
      await expect(dialog(page)).toBeVisible();
      await ownBookingLink(page).focus();
      await page.keyboard.press("Tab");
      await expectFocusOnCloseAfterCalendar(page);
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeHidden();
      await expect(bookDemo).toBeFocused();
    });
  }

  test("says on opening how to leave the calendar, naming the keys the accessibility statement names", async ({
    page,
  }) => {
    await page.goto("/accessibility");
    const statementKeys = await page
      .locator("section:has(#limitations) kbd")
      .evaluateAll((keys) => keys.map((key) => key.textContent));
    expect(statementKeys.length).toBeGreaterThan(0);

    await serveCalProvider(page);
    await page.goto("/");
    await openFromHeader(page);
    // The dialog's description, read out as it opens, is the hint shown under the calendar.
    const hintId = await dialog(page).getAttribute("aria-describedby");
    const hint = dialog(page).locator(`[id="${hintId}"]`);
    await expect(hint).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleDescription((await hint.textContent())!.replace(/\s+/g, " ").trim());
    expect(await hint.locator("kbd").evaluateAll((keys) => keys.map((key) => key.textContent))).toEqual(statementKeys);
  });

  test("shows one Close, the one at its top left; the one after the calendar only while it has focus", async ({
    page,
  }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(calendarFrame(page)).toBeVisible();
    const closes = dialog(page).getByRole("button", { name: "Close" });
    await expect(closes).toHaveCount(2);
    expect(await isDrawn(closes.first())).toBe(true);
    expect(await isDrawn(closes.last())).toBe(false);
    const [close, title] = [await closes.first().boundingBox(), await dialog(page).getByRole("heading").boundingBox()];
    const box = (await dialog(page).boundingBox())!;
    expect(close!.x - box.x).toBeLessThan(box.width / 4);
    expect(close!.y - box.y).toBeLessThan(title!.y - box.y + title!.height);
    await closes.last().focus();
    expect(await isDrawn(closes.last())).toBe(true);
    await closes.first().focus();
    expect(await isDrawn(closes.last())).toBe(false);
  });

  for (const [state, outcome] of [
    ["while the calendar loads", "held"],
    ["in the fallback", "failed"],
  ] as const) {
    test(`${state}, no keyboard hint, shown or in the dialog's description`, async ({ page }) => {
      await serveCalProvider(page, { outcome });
      await page.goto("/");
      await waitForIslands(page);
      await openFromHeader(page);
      if (outcome === "held") await expect(dialog(page).getByRole("status")).toBeVisible();
      else await expect(dialog(page).getByRole("alert")).toBeVisible();
      await expect(dialog(page).locator("kbd").filter({ visible: true })).toHaveCount(0);
      await expect(dialog(page)).toHaveAccessibleDescription("");
    });
  }

  for (const outcome of ["ready", "failed"] as const) {
    test(`nothing of the dialog's own moves when the calendar ${outcome === "ready" ? "arrives" : "fails"}`, async ({
      page,
    }) => {
      const shifts = await recordLayoutShifts(page);
      await serveCalProvider(page, { outcome: outcome === "ready" ? "held" : "failed" });
      await page.goto("/");
      await waitForIslands(page);
      await openFromHeader(page);
      await expect(dialog(page).locator("astro-island")).not.toHaveAttribute("ssr");
      await shifts.restart();
      if (outcome === "ready") {
        await expect.poll(() => page.frames().some((frame) => frame.url().includes("/embed?"))).toBe(true);
        await releaseBookingPage(page);
        await expect(
          dialog(page).locator(`[id="${await dialog(page).getAttribute("aria-describedby")}"]`),
        ).toBeVisible();
      } else await expect(dialog(page).getByRole("alert")).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await shifts.count()).toBe(0);
    });
  }

  test("in the fallback, one link to the booking page", async ({ page }) => {
    await serveCalProvider(page, { outcome: "failed" });
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(dialog(page).getByRole("alert")).toBeVisible();
    const links = dialog(page).getByRole("link").filter({ visible: true });
    const bookingLinks = await links.evaluateAll(
      (all, origin) => all.filter((link) => (link as HTMLAnchorElement).href.startsWith(origin)).length,
      "https://cal.com/",
    );
    expect(bookingLinks).toBe(1);
  });

  test("keeps focus inside and the page behind still", async ({ page }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(calendarFrame(page)).toBeVisible();
    // The page behind is inert: Tab cycles through the dialog (and its calendar) and the browser's own UI, never the page.
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

  test("shows a loading state, then the booking page link when the provider's script is blocked", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(EMBED_URL, async (route) => {
      await gate;
      await route.abort("blockedbyclient");
    });
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(dialog(page).getByRole("status")).toBeVisible();

    release();
    const fallback = dialog(page).getByRole("link", { name: /booking page/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", /^https:\/\/cal\.com\/.+\/.+/);
  });

  test("offers the booking page if the calendar never becomes ready", async ({ page }) => {
    await page.clock.install();
    await serveCalProvider(page, { outcome: "held" });
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(dialog(page).getByRole("status")).toBeVisible();
    // The calendar's island starts its wait in an effect after it hydrates, on the dialog's first
    // opening, with nothing in the page to show when: move the clock past it until it has.
    await expect(dialog(page).locator("astro-island")).not.toHaveAttribute("ssr");
    await expect(async () => {
      await page.clock.fastForward(11_000);
      await expect(dialog(page).getByRole("link", { name: /booking page/ })).toBeVisible({ timeout: 500 });
    }).toPass();
  });

  test("the booking band above the footer opens the dialog too, in place of a new tab", async ({ page }) => {
    await serveCalProvider(page);
    await page.goto("/privacy");
    await waitForIslands(page);
    const band = page.locator("#book-demo a[data-opens-demo]");
    await expect(band).not.toHaveAccessibleName(/new tab/);
    await band.click();
    await expect(dialog(page)).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(band).toBeFocused();
  });

  test("always offers the provider's own booking page in a new tab, beside its calendar", async ({ page }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await openFromHeader(page);
    await expect(calendarFrame(page)).toBeVisible();
    const bookingPage = dialog(page).getByRole("link", { name: /^Booking page/ });
    await expect(bookingPage).toBeVisible();
    await expect(bookingPage).toHaveAttribute("href", /^https:\/\/cal\.com\/.+\/.+/);
    await expect(bookingPage).toHaveAttribute("target", "_blank");
    await expect(bookingPage).toHaveAccessibleName(/new tab/);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width}x${viewport.height} the real embed runs without a CSP violation or the provider's error text`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const violations = await recordCspViolations(page);
    await serveCalProvider(page, { outcome: "held" });
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect.poll(() => page.frames().some((frame) => frame.url().includes("/embed?"))).toBe(true);
    await expect(providerError(page)).toBeHidden();

    await releaseBookingPage(page);
    await expect(calendarFrame(page)).toBeVisible();
    await expect(providerError(page)).toBeHidden();
    expect(await violations()).toEqual([]);
  });

  test(`at ${viewport.width}x${viewport.height} the open dialog has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    await expect(calendarFrame(page)).toBeVisible();
    // The page behind it is inert; seo.spec.ts and landing-layout.spec.ts check it.
    await expectNoAxeViolations(page, "#demo-dialog");
  });

  test(`the dialog is at most 80% of a ${viewport.width}x${viewport.height} viewport tall`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    await openFromHeader(page);
    const box = await dialog(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
  });
}

test.describe("in Safari before 17.4, which has no Element.checkVisibility", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => delete (Element.prototype as Partial<Element>).checkVisibility);
  });

  test("the dialog closes and focus returns to Book Demo in the header", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await serveCalProvider(page);
    await page.goto("/");
    const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
    await bookDemo.click();
    await expect(dialog(page)).toBeVisible();
    await headerClose(page).click();
    await expect(dialog(page)).toBeHidden();
    await expect(bookDemo).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the dialog closes and focus returns to the menu button after Book Demo in the menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await serveCalProvider(page);
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Book Demo" }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("while the dialog covers the page, the sections out of view are set aside, and nothing moves", async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    await serveCalProvider(page);
    await page.goto("/");
    await waitForIslands(page);
    // Part of the platform section in view: what shows stays, what is below it goes.
    await page.locator("#providers-section h2").scrollIntoViewIfNeeded();
    const blocks = page.locator(".defer-render");
    const laidOut = () =>
      blocks.evaluateAll((all) =>
        all.map((block) => {
          const { top, bottom } = block.getBoundingClientRect();
          return {
            inView: bottom > 0 && top < innerHeight,
            laidOut: !!block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
          };
        }),
      );
    // Chromium keeps the sections just below the fold laid out (from the frame after the scroll): those are what
    // opening the dialog would restyle.
    await expect.poll(async () => (await laidOut()).some((block) => !block.inView && block.laidOut)).toBe(true);
    const before = await laidOut();

    // From here on: the brand face's swap at load is no part of this.
    await shifts.restart();
    await openFromHeader(page);
    const open = await laidOut();
    for (const [index, block] of open.entries()) expect(block.laidOut, `block ${index}`).toBe(block.inView);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect.poll(laidOut).toEqual(before);
    expect(await shifts.count()).toBe(0);
  });

  test("the dialog's header is one line: the Close, the title and the booking page link", async ({ page }) => {
    await serveCalProvider(page);
    await page.goto("/");
    await openFromHeader(page);
    const lineHeight = await dialog(page)
      .getByRole("heading")
      .evaluate((heading) => parseFloat(getComputedStyle(heading).lineHeight));
    for (const part of [dialog(page).getByRole("heading"), ownBookingLink(page)]) {
      const text = await part.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getClientRects().length ? range.getBoundingClientRect().height : 0;
      });
      expect(text).toBeGreaterThan(0);
      expect(text).toBeLessThan(lineHeight * 1.5);
    }
    const [close, title, link] = await Promise.all(
      [headerClose(page), dialog(page).getByRole("heading"), ownBookingLink(page)].map((part) => part.boundingBox()),
    );
    const middle = (box: typeof close) => box!.y + box!.height / 2;
    expect(Math.abs(middle(title) - middle(close))).toBeLessThan(4);
    expect(Math.abs(middle(link) - middle(close))).toBeLessThan(4);
  });

  test("Book Demo in the menu closes the menu and opens the dialog", async ({ page }) => {
    await serveCalProvider(page);
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
