// Renders the favicon fallbacks and the 1200x630 Open Graph image into public/.
// Run by hand after changing the mark or the sharing text: `npm run brand-assets`.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const publicDir = new URL("../public/", import.meta.url);
const mark = readFileSync(new URL("favicon.svg", publicDir));

await sharp(mark, { density: 600 }).resize(180, 180).png().toFile(new URL("apple-touch-icon.png", publicDir).pathname);

// An ICO file whose one image is a 32x32 PNG: every browser since IE11 reads it.
const png32 = await sharp(mark, { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(new URL("favicon.ico", publicDir), Buffer.concat([header, png32]));

const fontUrl = new URL(
  "../node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2",
  import.meta.url,
);
const font = readFileSync(fontUrl).toString("base64");
// The card's text lives in src/assets/og-image.html, where an editor can change it.
const html = readFileSync(new URL("../src/assets/og-image.html", import.meta.url), "utf8")
  .replaceAll("{{font}}", font)
  .replaceAll("{{mark}}", mark.toString("base64"));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: new URL("og.png", publicDir).pathname });
await browser.close();
console.log("wrote public/apple-touch-icon.png, public/favicon.ico, public/og.png");
