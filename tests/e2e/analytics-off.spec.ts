// Against the default e2e build, made as anywhere but Vercel: it has no analytics at all.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { recordVercelRequests } from "./analytics/vercelAnalytics";
import { serveCalProvider } from "./cal/calProvider";
import { expect, test, waitForIslands } from "./fixtures";
import { sendSentinel } from "./waitlistPage";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// Traces only analytics code leaves: the reporter's name, an event's, the packages' script paths.
const MARKERS = ["waitlist_submitted", "demo_opened", "/_vercel/", "@vercel/analytics"];

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

function markersIn(dir: string) {
  const files = scripts(dir);
  return MARKERS.filter((marker) => files.some((text) => text.includes(marker)));
}

test("a build made anywhere but Vercel carries no analytics code, and its pages ask for none", async ({ page }) => {
  expect(markersIn(join(ROOT, "dist"))).toEqual([]);
  // The Vercel build next to it has every one of them, so the check above can fail.
  expect(markersIn(join(ROOT, ".e2e-dist/cors"))).toEqual(MARKERS);

  const requests = recordVercelRequests(page);
  await serveCalProvider(page);
  await page.goto("/");
  await waitForIslands(page);
  // A sign-up from the hero card, all the way to the collector.
  await sendSentinel(page);
  await page.getByRole("banner").locator('a[data-opens-demo="header"]').click();
  await expect(page.getByRole("dialog")).toBeVisible();

  expect(requests).toEqual([]);
  expect(await page.evaluate(() => ["va", "vaq", "si"].filter((name) => name in window))).toEqual([]);
});
