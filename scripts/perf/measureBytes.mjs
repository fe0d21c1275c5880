import { gzipSync } from "node:zlib";

/**
 * Loads a page in Chromium and sums the gzip size of what it fetched, by type:
 * at first load, after scrolling the whole page (in-view islands hydrate), and
 * after opening the demo dialog. Where an island hydrated while scrolling (React
 * is in), what the dialog added is its own chunk; elsewhere the dialog is the
 * page's first island and brings React itself. Anything off our origin is
 * aborted and counted as a third-party request. Also lists the requests made
 * before first paint.
 */
export async function measureBytes(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const thirdPartyRequests = [];
  const sizes = [];
  await page.route(
    (url) => !url.href.startsWith(origin),
    (route) => {
      thirdPartyRequests.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  // Each body is read after its response arrives: counted once every read so far has ended.
  const reads = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(origin)) return;
    reads.push(
      response.body().then(
        (body) => sizes.push({ type, url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
        // Redirects and aborted responses have no body to count.
        () => undefined,
      ),
    );
  });

  const sum = (type) => sizes.filter((entry) => entry.type === type).reduce((total, entry) => total + entry.gzip, 0);
  // Astro drops `ssr` from an island as it hydrates; then what its hydration fetched is waited for, and read.
  const islandsHydrated = async (selector) => {
    await page.waitForFunction((query) => document.querySelectorAll(query).length === 0, selector);
    await page.waitForLoadState("networkidle");
    await Promise.all(reads);
  };

  await page.goto(origin + path, { waitUntil: "networkidle" });
  await islandsHydrated('astro-island[ssr]:is([client="load"], [client="idle"])');
  const jsFirstLoad = sum("script");
  // What the browser fetched before the headline could paint: on a phone each such request
  // shares the connection with the document, so nothing belongs here.
  const requestsBeforeFirstPaint = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < firstPaint)
      .map((entry) => new URL(entry.name).pathname);
  });
  const thirdPartyBeforeInteraction = [...thirdPartyRequests];

  // Half a screen a frame pair: every section crosses the viewport, and sections laid out late get their frame.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await islandsHydrated('astro-island[ssr][client="visible"]:not(dialog *)');
  const jsAfterScroll = sum("script");
  // Scripts that are no island (/sample's verifier) bring no React: only a hydrated island means React is in.
  const reactIn = await page.evaluate(() => document.querySelector("astro-island:not([ssr])") !== null);

  await page.evaluate(() => window.scrollTo(0, 0));
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name: "Book Demo" }).filter({ visible: true }).first().click();
  await islandsHydrated("dialog astro-island[ssr]");
  const jsAfterDialog = sum("script");
  const dialogChunk = reactIn ? jsAfterDialog - jsAfterScroll : undefined;

  // The CSS is inlined into the HTML (one round trip fewer), so count the <style> text itself too.
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n"),
  );
  await context.close();
  return {
    jsFirstLoad,
    jsAfterScroll,
    jsAfterDialog,
    dialogChunk,
    css: sum("stylesheet") + gzipSync(inlineCss, { level: 9 }).length,
    html: sum("document"),
    thirdPartyRequests: thirdPartyBeforeInteraction,
    requestsBeforeFirstPaint,
    files: sizes.map(({ url, gzip }) => ({ url: url.slice(origin.length), gzip })),
  };
}
