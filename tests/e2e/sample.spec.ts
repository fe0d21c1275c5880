import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const PACK = ["events.jsonl", "events.csv", "report.pdf", "manifest.json", "VERIFY.txt"];
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The records as the site serves them: each line, its hash and event id. */
async function served(page: Page) {
  const text = await (await page.request.get("/sample/events.jsonl")).text();
  return text
    .trimEnd()
    .split("\n")
    .map((line) => ({ line, hash: sha256(line), eventId: JSON.parse(line).event_id as string }));
}

const result = (page: Page) => page.locator("[data-pack-verifier] [role=status]");
const record = (page: Page, n: number) => page.locator(`[data-pack-verifier] [data-record="${n}"]`);

async function openVerified(page: Page) {
  await page.goto("/sample");
  await result(page).scrollIntoViewIfNeeded();
  await expect(result(page)).toHaveAttribute("data-verified", "true");
  await expect(result(page)).toContainText("verified", { ignoreCase: true });
  await expect(result(page)).not.toContainText("not verified", { ignoreCase: true });
}

const restore = (page: Page) => page.locator("[data-pack-verifier] > div:last-child button").click();

test("the verifier says verified for the intact pack and shows its work", async ({ page }) => {
  const records = await served(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await openVerified(page);
  for (const [index, { hash }] of records.entries()) {
    await expect(record(page, index + 1)).toContainText(hash);
    await expect(record(page, index + 1).locator("[data-linked]")).toHaveAttribute("data-linked", "true");
  }
  await expect(page.locator("[data-pack-verifier] [data-head]")).toHaveAttribute("data-head", "true");
  // Signature and anchor are skipped, never passed.
  await expect(page.locator("[data-skipped-checks] [data-mark]")).toHaveCount(2);
  await expect(page.locator('[data-skipped-checks] [data-mark="skipped"]')).toHaveCount(2);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test("a changed field breaks the chain at the next record as the visitor types, and the verifier names it", async ({
  page,
}) => {
  const records = await served(page);
  await openVerified(page);
  const second = record(page, 2).locator("textarea");
  await second.fill(records[1]!.line.replace(/"purpose":"[^"]*"/, '"purpose":"marketing"'));
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(result(page)).toContainText(records[2]!.eventId);
  await expect(record(page, 3).locator("[data-linked]")).toHaveAttribute("data-linked", "false");
  await expect(record(page, 2).locator("[data-linked]")).toHaveAttribute("data-linked", "true");
  await expect(record(page, 2)).toContainText("edited");
  await expect(record(page, 3)).not.toContainText("edited");

  // Putting the original back verifies again.
  await restore(page);
  await expect(result(page)).toHaveAttribute("data-verified", "true");
});

test("a removed record is named where the chain resumes; a changed last record shows against the head", async ({
  page,
}) => {
  const records = await served(page);
  await openVerified(page);
  await record(page, 2).getByRole("button").click();
  await expect(page.locator("[data-pack-verifier] [data-record]")).toHaveCount(records.length - 1);
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(result(page)).toContainText(records[2]!.eventId);

  await restore(page);
  await expect(result(page)).toHaveAttribute("data-verified", "true");
  const last = record(page, records.length).locator("textarea");
  await last.press("End");
  await last.pressSequentially(" ");
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(page.locator('[data-pack-verifier] [data-linked="false"]')).toHaveCount(0);
  await expect(page.locator("[data-pack-verifier] [data-head]")).toHaveAttribute("data-head", "false");
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`/sample, verified, has no WCAG 2.2 AA violations at ${viewport.width} px and never scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openVerified(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

for (const width of [320, 1280]) {
  test(`the verifier's results arrive without moving anything at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/sample");
    const verifier = page.locator("[data-pack-verifier]");
    // Measured out of view, before the island has run its check.
    const before = await verifier.evaluate((element) => element.getBoundingClientRect().height);
    await verifier.scrollIntoViewIfNeeded();
    await expect(result(page)).toHaveAttribute("data-verified", "true");
    expect(await verifier.evaluate((element) => element.getBoundingClientRect().height)).toBe(before);
  });
}

test("the landing page and the footer lead to /sample, and Fig. 2 links the pack's files", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('#providers-section a[href="/sample#records"]')).not.toHaveCount(0);
  for (const section of ["in-your-browser", "by-hand"])
    await expect(page.locator(`main figure a[href="/sample#${section}"]`)).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator('a[href="/sample"]')).toHaveCount(1);
  for (const name of PACK.filter((name) => name !== "VERIFY.txt"))
    await expect(page.locator(`main figure a[href="/sample/${name}"]`)).toHaveCount(1);
  // Every hash the landing page shows is one of the chain's.
  const hashes = new Set((await served(page)).map(({ hash }) => hash));
  const shown = await page
    .locator("main [title]")
    .evaluateAll((all) =>
      all.map((element) => element.getAttribute("title")!).filter((title) => /^[0-9a-f]{64}$/.test(title)),
    );
  expect(shown.length).toBeGreaterThan(0);
  for (const hash of shown) expect(hash === "0".repeat(64) || hashes.has(hash), hash).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/sample shows every record's full hash and prev_hash and links every file of the pack", async ({ page }) => {
    const records = await served(page);
    await page.goto("/sample");
    const main = page.locator("main");
    // The full fields fold away; a disclosure opens without JavaScript.
    await main.locator("#records ~ div details summary").click();
    for (const { hash, line } of records) {
      await expect(main.locator("[data-hash]", { hasText: hash })).toBeVisible();
      await expect(main.locator('[id="field-prev_hash"]')).toContainText(JSON.parse(line).prev_hash);
    }
    await expect(main.locator('[id="field-prev_hash"]')).toBeVisible();
    for (const name of PACK) {
      const link = main.locator(`a[href="/sample/${name}"]`).first();
      await expect(link).toBeVisible();
      expect((await page.request.get(`/sample/${name}`)).status(), name).toBe(200);
    }
  });
});
