import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Page } from "puppeteer-core";
import { recordCspViolations, takeCspViolations, type Driver, type Viewport } from "./driver.ts";

/** Nothing may phone home from the test machine: Firefox's own services off. */
const QUIET_PREFS = {
  "app.update.enabled": false,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "datareporting.healthreport.uploadEnabled": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "extensions.update.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "services.settings.server": "http://127.0.0.1:9/",
  "toolkit.telemetry.enabled": false,
};

/** Firefox will not run as root with a $HOME another user owns (a CI container's, GitHub's /github/home): one of its own. */
function homeOfItsOwn(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    if (statSync(process.env.HOME ?? "").uid === 0) return undefined;
  } catch {
    // No such folder: Firefox needs one.
  }
  return mkdtempSync(join(tmpdir(), "firefox-home-"));
}

/** Debian's Firefox ESR over WebDriver BiDi, through puppeteer-core. */
export async function firefox(executablePath: string): Promise<Driver> {
  const home = homeOfItsOwn();
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    extraPrefsFirefox: QUIET_PREFS,
    env: home ? { ...process.env, HOME: home } : process.env,
  });
  const version = (await browser.version()).replace("firefox/", "Firefox ");
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.evaluateOnNewDocument(recordCspViolations);
  const violations: string[] = [];
  const takeViolations = async () => violations.push(...(await page.evaluate(takeCspViolations).catch(() => [])));
  return {
    version,
    async open(url: string, viewport: Viewport) {
      errors.length = 0;
      await takeViolations();
      await page.setViewport(viewport);
      await page.goto(url, { waitUntil: "load" });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
    async click(selector: string) {
      await page.locator(selector).click();
    },
    async type(selector: string, text: string) {
      await page.locator(selector).fill(text);
    },
    async press(key) {
      if (key === "Shift+Tab") await page.keyboard.down("Shift");
      await page.keyboard.press(key === "Shift+Tab" ? "Tab" : key);
      if (key === "Shift+Tab") await page.keyboard.up("Shift");
    },
    async screenshot(path: string) {
      writeFileSync(path, await page.screenshot());
    },
    pageErrors: () => [...errors],
    async cspViolations() {
      await takeViolations();
      return violations.splice(0);
    },
    async close() {
      await browser.close();
      if (home) rmSync(home, { recursive: true, force: true });
    },
  };
}
