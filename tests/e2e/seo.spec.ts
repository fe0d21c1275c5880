import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
  }
  return paths;
}

// The pages the sitemap must list; the first test holds the sitemap to it, so a page added
// there without being added here fails, and every check below runs once per page.
const SITEMAP_PAGES = ["/", "/accessibility", "/privacy", "/sample", "/security"];

test("the sitemap lists the landing page and the trust pages, and robots.txt points at it", async ({ request }) => {
  expect((await sitemapPaths(request)).sort()).toEqual(SITEMAP_PAGES);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
});

test("every sitemap page has a title and a description of its own", async ({ request }) => {
  const heads = await Promise.all(SITEMAP_PAGES.map(async (path) => (await request.get(path)).text()));
  const titles = heads.map((html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const descriptions = heads.map((html) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  expect(new Set(titles).size).toBe(SITEMAP_PAGES.length);
  expect(new Set(descriptions).size).toBe(SITEMAP_PAGES.length);
});

for (const path of SITEMAP_PAGES) {
  test(`${path} has its title and description, canonical and sharing tags`, async ({ page }) => {
    await page.goto(path);
    expect((await page.title()).length).toBeGreaterThan(10);
    expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(50);

    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname.replace(/\/$/, "")).toBe(path.replace(/\/$/, ""));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\.png$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)["@graph"];
    expect(graph.map((node: { "@type": string }) => node["@type"])).toEqual(["Organization", "WebSite"]);
  });

  test(`axe finds no WCAG 2.2 AA violation on ${path}, scrolled through`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await expectNoAxeViolations(page);
  });
}

test("the Open Graph image is a 1200x630 PNG and the favicons exist", async ({ request }) => {
  const og = await request.get("/og.png");
  expect(og.headers()["content-type"]).toBe("image/png");
  const png = await og.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  for (const icon of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png"]) {
    expect((await request.get(icon)).status(), icon).toBe(200);
  }
});

test("the home-screen icon is left to its conventional address, not linked", async ({ page }) => {
  // iOS asks for /apple-touch-icon.png by itself when a page is added to the home screen;
  // a <link> to it makes Firefox fetch it during every load.
  await page.goto("/");
  await expect(page.locator('link[rel~="apple-touch-icon"]')).toHaveCount(0);
});

for (const path of [...SITEMAP_PAGES, "/no-such-page"]) {
  test(`${path} keeps the spaces around links and code inside its sentences`, async ({ page }) => {
    // Astro 7's default whitespace rules ("jsx") join "email us at" to the link after it (astro.config.mjs).
    await page.goto(path);
    const joined = await page.locator("body :is(p, li, dd, td) > :is(a, code, strong, em)").evaluateAll((elements) =>
      elements.flatMap((element) => {
        const before = element.previousSibling?.nodeType === Node.TEXT_NODE ? element.previousSibling.textContent! : "";
        const after = element.nextSibling?.nodeType === Node.TEXT_NODE ? element.nextSibling.textContent! : "";
        return /\w$/.test(before) || /^\w/.test(after)
          ? [`${before.slice(-20)}|${element.textContent}|${after.slice(0, 20)}`]
          : [];
      }),
    );
    expect(joined).toEqual([]);
    // Nor a space before the punctuation that follows a link, a date or a value the page fills in.
    const spaced = await page.locator("main :is(p, li, td, figcaption)").evaluateAll((elements) =>
      elements
        .filter((element) => !element.closest("pre, code"))
        .map((element) => (element.textContent ?? "").replace(/\s+/g, " "))
        .flatMap((text) =>
          [...text.matchAll(/[\w)\]] [,.;:](?=\s|$)/g)].map((m) => text.slice(m.index - 20, m.index + 6)),
        ),
    );
    expect(spaced).toEqual([]);
  });
}
