// Full-page screenshots of each page at phone and desktop width, for a human look.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const [baseUrl = "http://127.0.0.1:4321", outDir = "screenshots", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/", "/privacy", "/missing-page"];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
  await page.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
  for (const path of pages) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    // Scroll through so that in-view animations have run before the capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(800);
    // A full-page capture shows sections far from the viewport, which content-visibility:
    // auto (.defer-render) leaves unpainted.
    await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
    const name = `${path.replace(/\W+/g, "_").slice(0, 60) || "_"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
