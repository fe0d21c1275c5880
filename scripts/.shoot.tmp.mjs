// node shoot.mjs url selector out.png [width] [height]
import { chromium } from "@playwright/test";
const [url, selector, out, width = "1280", height = "800"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: "networkidle" });
await page.addStyleTag({ content: ".defer-render{content-visibility:visible!important}" });
const el = page.locator(selector).first();
await el.scrollIntoViewIfNeeded();
await page.waitForTimeout(300);
await el.screenshot({ path: out });
await browser.close();
