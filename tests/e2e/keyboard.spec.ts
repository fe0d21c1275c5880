import { expect, test, waitForIslands } from "./fixtures";

/** What a focus stop is, by structure rather than wording: tag and where it leads or what it is. */
function describeFocus() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const href = el.getAttribute("href");
  const region = el.closest("header")
    ? "header"
    : el.closest("footer")
      ? "footer"
      : el.closest("main")
        ? "main"
        : "page";
  const target = href?.startsWith("mailto:")
    ? "mailto"
    : href?.startsWith("http")
      ? "external"
      : (href ?? el.getAttribute("type") ?? "");
  return `${region} ${el.tagName.toLowerCase()} ${target}`.trim();
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the first Tab reveals a skip link that moves focus to the main content", async ({ page }) => {
  await page.goto("/privacy");
  await page.keyboard.press("Tab");
  const skip = page.locator('body > a[href="#main"]');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator('main a[href="/"]').first()).toBeFocused();
});

test("every focusable element shows a visible focus ring, in a logical order", async ({ page }) => {
  await page.goto("/privacy");
  await waitForIslands(page);
  const order: (string | null)[] = [];
  for (let i = 0; i < 40 && order.at(-1) !== "footer button button"; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });
    const stop = await page.evaluate(describeFocus);
    expect(ring, `focus ring on ${stop}`).toBe(true);
    order.push(stop);
  }
  const sections = await page
    .locator("main section[aria-labelledby]")
    .evaluateAll((all) => all.map((s) => `main a #${s.getAttribute("aria-labelledby")}`));
  // Then the policy's own links (mailboxes, the purposes table, each provider's terms) and the analytics switch, in
  // document order.
  const policyLinks: (string | null)[] = [];
  for (const link of await page.locator("main section[aria-labelledby] :is(a[href], button)").all()) {
    await link.focus();
    policyLinks.push(await page.evaluate(describeFocus));
  }
  expect(policyLinks).toContain("main a mailto");
  expect(policyLinks).toContain("main button button");
  expect(order).toEqual([
    "page a #main",
    "header a /",
    "header a external",
    "header a #book-demo",
    "main a /",
    ...sections,
    ...policyLinks,
    "footer a external",
    "footer a /privacy",
    "footer a /security",
    "footer a /accessibility",
    "footer a /sample",
    "footer button button",
  ]);
});

test("the whole landing page can be walked with Tab, in document order, each stop visibly focused", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIslands(page);
  const stops: { name: string; where: string | null }[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(describeFocus);
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
        // innerText: the words shown, not a label CSS hides (the card's busy label).
        name: (el.getAttribute("aria-label") ?? el.innerText ?? el.getAttribute("name") ?? el.tagName)
          .trim()
          .replace(/\s+/g, " ")
          .slice(0, 60),
        ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        onScreen: rect.bottom > 0 && rect.top < window.innerHeight,
        follows,
      };
    });
    if (!stop) break;
    expect(stop.ring, `focus ring on "${stop.name}"`).toBe(true);
    expect(stop.onScreen, `"${stop.name}" scrolled into view`).toBe(true);
    expect(stop.follows, `"${stop.name}" comes after the previous stop`).toBe(true);
    stops.push({ name: stop.name, where });
    if (where === "footer button button") break;
  }
  expect(stops.slice(0, 4).map((stop) => stop.where)).toEqual([
    "page a #main",
    "header a /",
    "header a external",
    "header a #book-demo",
  ]);
  // The fixed button labels (WaitlistCard.astro says tests hold them): the card's submit and the closing section's button.
  expect(stops.map((stop) => stop.name)).toContain("Get Waitlist Access");
  expect(stops.map((stop) => stop.name)).toContain("Request Access");
  expect(stops.at(-1)!.name).toMatch(/^Back to Top/);
});
