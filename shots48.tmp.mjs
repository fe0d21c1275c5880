import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";
mkdirSync("/tmp/shots48", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
  await page.goto("http://127.0.0.1:5100/sample");
  const grows = page.locator("#grows").locator("xpath=ancestor::section[1]");
  await grows.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await grows.screenshot({ path: `/tmp/shots48/grows-${width}.png` });
  const verifier = page.locator("[data-pack-verifier]");
  await verifier.scrollIntoViewIfNeeded();
  await page.locator('[data-verified="true"]').waitFor();
  const status = page.locator("[data-pack-verifier] [role=status]");
  const logRows = page.locator("[data-pack-verifier] > dl");
  const shot = async (name) => {
    await status.screenshot({ path: `/tmp/shots48/${name}-status-${width}.png` });
    await logRows.screenshot({ path: `/tmp/shots48/${name}-log-${width}.png` });
  };
  await shot("verified");
  const field = page.locator('[data-record="2"] textarea');
  await field.fill((await field.inputValue()).replace('"access_control"', '"marketing"'));
  await page.locator('[data-verified="false"]').waitFor();
  await shot("failed");
  await page.locator("[data-pack-verifier] > div:last-child button:first-child").click();
  await page.locator('[data-verified="true"]').waitFor();
  await page.locator("[data-pack-verifier] > div:last-child button:last-child").click();
  await page.locator('[data-verified="false"]').waitFor();
  await shot("rewritten");
  await page.locator("[data-pack-verifier] > div:last-child").screenshot({ path: `/tmp/shots48/buttons-${width}.png` });
  await page.close();
}
await browser.close();
