// Renders the favicon fallbacks and the 1200x630 Open Graph image into public/.
// Run by hand after changing the mark or the tagline: `node scripts/brand-assets.mjs`.
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
const html = `<!doctype html><html><head><style>
@font-face { font-family: Plex; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 100 700; }
body { margin: 0; width: 1200px; height: 630px; font-family: Plex, sans-serif; background: #fff; color: #0a0a0a;
  display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; box-sizing: border-box;
  background-image: radial-gradient(circle at 100% 100%, transparent 0 140px, #e4e4e7 141px 142px, transparent 143px 190px, #e4e4e7 191px 192px, transparent 193px 240px, #e4e4e7 241px 242px, transparent 243px 290px, #e4e4e7 291px 292px, transparent 293px); }
.brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 600; }
.brand img { width: 56px; height: 56px; }
h1 { font-size: 68px; line-height: 1.05; letter-spacing: -0.03em; font-weight: 600; margin: 0; max-width: 900px; }
p { font-size: 28px; color: #52525b; margin: 20px 0 0; max-width: 820px; }
.tag { font-family: monospace; font-size: 20px; letter-spacing: 0.08em; color: #0b6e4f; text-transform: uppercase; }
</style></head><body>
<div class="brand"><img src="data:image/svg+xml;base64,${mark.toString("base64")}" alt="">BioAttest</div>
<div><h1>The Missing Trust Layer For Enterprise Biometrics</h1>
<p>Tamper-evident audit trails, consent checks and regulation-ready exports, on the systems you already run.</p></div>
<div class="tag">BIPA · GDPR · CCPA · HIPAA · PCI</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: new URL("og.png", publicDir).pathname });
await browser.close();
console.log("wrote public/apple-touch-icon.png, public/favicon.ico, public/og.png");
