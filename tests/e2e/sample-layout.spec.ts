import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { card, change, openVerified, packFile, restore, served, verdict } from "./samplePage";

// /sample as its readers meet it: the verifier's card after the intro (sticky beside it at 1280 px, a bar at the
// bottom of a phone), the reader's order, commands that copy whole, and no layout shift. Chromium at 375 and 1280.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
// The reader's order: the check, what it proves and the law map, the download, then the part for engineers.
const ORDER = [
  "in-your-browser",
  "what-it-shows",
  "regulations",
  "download",
  "for-engineers",
  "records",
  "checkpoint",
  "grows",
  "by-hand",
];

const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= innerHeight;
  });
const chips = (page: Page) => card(page).locator("[data-tamper]");

test("at 1280 px the verdict, the summary and every control are in the first screen, beside the intro, and stay in view", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openVerified(page);
  for (const part of [
    verdict(page),
    card(page).locator("[data-summary]"),
    chips(page),
    card(page).locator("[data-action=check]"),
  ])
    expect(await inView(part)).toBe(true);
  const intro = await page.locator("main h1").boundingBox();
  const box = await card(page).boundingBox();
  expect(box!.x).toBeGreaterThan(intro!.x + intro!.width);
  expect(box!.y).toBeLessThan(intro!.y + intro!.height);
  // Far down, among the records' rows, the card is still there, and a press changes a verdict in view.
  await page.locator('[data-records] > [data-record="4"]').scrollIntoViewIfNeeded();
  await change(page, "decision").click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  expect(await inView(verdict(page))).toBe(true);
  expect(await inView(chips(page))).toBe(true);
});

test("at 375 px the card follows the intro with its verdict and controls in one screen, and a bar keeps the verdict below", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openVerified(page);
  const intro = await page.locator("main header p").last().boundingBox();
  expect((await card(page).boundingBox())!.y).toBeGreaterThan(intro!.y);
  const bar = page.locator("[data-verifier-bar]");
  await expect(bar).toBeHidden();
  // Scrolled to the card, as "the check" link does: the verdict and every one-press change in one screen.
  await page.evaluate(() =>
    document.querySelector("[data-pack-verifier] [data-verdict]")!.scrollIntoView({ block: "start" }),
  );
  await page.evaluate(() => scrollBy(0, -80));
  expect(await inView(verdict(page))).toBe(true);
  expect(await inView(chips(page))).toBe(true);
  // Among the records the bar shows the verdict, and puts the originals back from there.
  await change(page, "decision").click();
  await page.locator('[data-records] > [data-record="3"] [data-rows]').scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-verified", "false");
  await bar.locator("[data-action=restore]").click();
  await expect(bar).toHaveAttribute("data-verified", "true");
  await expect(bar.locator("[data-action=restore]")).toBeHidden();
  // At the end of the page it rests above the footer, covering none of it.
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect
    .poll(async () => {
      const [barBox, footer] = [await bar.boundingBox(), await page.locator("footer").boundingBox()];
      return barBox!.y + barBox!.height - footer!.y;
    })
    .toBeLessThanOrEqual(1);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the sections come in the reader's order, each heading with its id, and the contents follow`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/sample");
    const tops = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN),
      ORDER,
    );
    expect(
      tops.every((top, at) => at === 0 || top > tops[at - 1]!),
      `${tops}`,
    ).toBe(true);
    for (const id of ORDER) await expect(page.locator(`h2#${id}`)).toHaveCount(1);
    // Folded on a phone, open beside the card's column at 1280 px.
    if (viewport === PHONE) await page.locator("main details:has(nav) > summary").click();
    const contents = page.locator("main").getByRole("navigation").getByRole("link");
    expect(await contents.evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)))).toEqual(
      ORDER,
    );
  });

  test(`at ${viewport.width} px the verdict's box takes its natural height, and each result row its lines, none blank`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openVerified(page);
    const spare = () =>
      verdict(page).evaluate((box) => {
        const text = box.querySelector("[data-verdict-text]")!.getBoundingClientRect().height;
        const style = getComputedStyle(box);
        const inner = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return (inner - text) / parseFloat(getComputedStyle(box.querySelector("[data-verdict-detail]")!).lineHeight);
      });
    expect(await spare(), "verified").toBeLessThan(1);
    await change(page, "decision").click();
    await expect(verdict(page)).toHaveAttribute("data-verified", "false");
    expect(await spare(), "changed").toBeLessThan(1);
    await restore(page).first().click();
    await expect(verdict(page)).toHaveAttribute("data-verified", "true");
    // Every value a row holds is filled in and one line tall: no blank second line, no value that wraps.
    const parts = await page.locator("[data-records] [data-part], [data-log-rows] [data-part]").evaluateAll((all) =>
      all
        .filter((part) => part.getClientRects().length > 0)
        .map((part) => ({
          text: part.textContent ?? "",
          lines: Math.round(part.getBoundingClientRect().height / parseFloat(getComputedStyle(part).lineHeight)),
          block: getComputedStyle(part).display === "block",
        })),
    );
    expect(parts.length).toBeGreaterThan(40);
    for (const { text, lines, block } of parts) {
      if (block) expect(text, "an empty line").not.toBe("");
      if (text) expect(lines, text).toBe(1);
    }
  });

  test(`at ${viewport.width} px /sample, verified and with a change, has no WCAG 2.2 AA violations and never scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openVerified(page);
    await expectNoAxeViolations(page);
    await change(page, "remove").click();
    await expect(verdict(page)).toHaveAttribute("data-verified", "false");
    await expectNoAxeViolations(page, "[data-pack-verifier]");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  test(`at ${viewport.width} px a link to a section lands on its heading`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Sections below the first are laid out only as they near the viewport (.defer-render): estimated heights must
    // not send a reader to the wrong place.
    for (const id of ORDER.slice(1)) {
      await page.goto(`/sample#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      const top = await page.locator(`#${id}`).evaluate((heading) => heading.getBoundingClientRect().top);
      expect(Math.abs(top), id).toBeLessThan(200);
    }
  });
}

for (const width of [320, 1024, 1280]) {
  test(`at ${width} px the first verdict arrives without moving anything`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The records held back a moment, to measure the page before the verdict.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/sample/events.jsonl", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/sample");
    const positions = () =>
      page.evaluate(() =>
        ["[data-pack-verifier]", "[data-check=anchored]", "[data-tamper]", "#what-it-shows", "#records"].map(
          (selector) => {
            const { top, height } = document.querySelector(selector)!.getBoundingClientRect();
            return [Math.round(top), Math.round(height)];
          },
        ),
      );
    // The verifier has started, and the brand face has swapped in (a reflow of its own, not the verdict's).
    await page.waitForFunction(() => {
      const family = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.replace(/"/g, "");
      const swapped = [...document.fonts].some(
        (face) => face.family.replace(/"/g, "") === family && face.status === "loaded",
      );
      return swapped && !document.querySelector("[data-pack-verifier] [data-files]")?.hasAttribute("disabled");
    });
    const before = await positions();
    release();
    await expect(verdict(page)).toHaveAttribute("data-verified", "true");
    expect(await positions()).toEqual(before);
  });
}

test("each block of commands stays on its lines, scrolls instead of wrapping, and its Copy button copies it whole", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(PHONE);
  await page.goto("/sample#by-hand");
  const blocks = page.locator("#by-hand ~ div [data-commands], section[aria-labelledby=by-hand] [data-commands]");
  await expect(blocks).not.toHaveCount(0);
  // VERIFY.txt's commands, a step's indented six spaces: what a Copy must give back, line for line.
  const verify = packFile("VERIFY.txt").toString();
  const steps = verify
    .split(/\n(?=\d+\. )/)
    .slice(1)
    .map((step) => [...step.matchAll(/^ {6}(.+)$/gm)].map(([, line]) => line!).join("\n"))
    .filter(Boolean);
  expect(await blocks.count()).toBe(steps.length);
  for (const [at, commands] of steps.entries()) {
    const block = blocks.nth(at);
    const lines = await block.evaluate((code) =>
      [...code.children].map((line) =>
        Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight)),
      ),
    );
    expect(
      lines.every((count) => count === 1),
      `step ${at + 1}`,
    ).toBe(true);
    await block.locator("xpath=../..").getByRole("button").click();
    expect(await page.evaluate(() => navigator.clipboard.readText()), `step ${at + 1}`).toBe(commands);
  }
  // A long command runs past the edge of a phone's block, which scrolls.
  const scrolls = await blocks.evaluateAll((all) =>
    all.some((code) => code.parentElement!.scrollWidth > code.parentElement!.clientWidth),
  );
  expect(scrolls).toBe(true);
});

test("the download table heads its hash column, and shows a hash only where manifest.json has one", async ({
  page,
}) => {
  const manifest = JSON.parse(packFile("manifest.json").toString()) as { files: Record<string, string> };
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/sample#download");
    const table = page.locator("section[aria-labelledby=download] table");
    if (viewport === DESKTOP) await expect(table.locator("thead th").nth(2)).toBeVisible();
    await expect(table).not.toContainText("—");
    for (const row of await table.locator("tbody tr").all()) {
      const path = (await row.locator("a").first().textContent())!.trim();
      const hash = manifest.files[path];
      if (hash) await expect(row.locator(`[title="${hash}"]`)).toBeVisible();
      else {
        const cell = row.locator("td").last();
        await expect(cell).toHaveText("");
        if (viewport === PHONE) await expect(cell).toBeHidden();
      }
    }
  }
});

test("the landing page and the footer lead to /sample, and Fig. 2 links the pack's files", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('#providers-section a[href="/sample#records"]')).not.toHaveCount(0);
  for (const section of ["in-your-browser", "by-hand"])
    await expect(page.locator(`main figure a[href="/sample#${section}"]`)).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator('a[href="/sample"]')).toHaveCount(1);
  for (const name of ["events.jsonl", "events.csv", "report.pdf", "manifest.json", "log/checkpoint"])
    await expect(page.locator(`main figure a[href="/sample/${name}"]`)).toHaveCount(1);
  // Every hash the landing page shows is one of the chain's, or the checkpoint's root.
  const checkpoint = await (await page.request.get("/sample/log/checkpoint")).text();
  const root = Buffer.from(checkpoint.split("\n")[2]!, "base64").toString("hex");
  const hashes = new Set([...(await served(page)).map(({ hash }) => hash), root, "0".repeat(64)]);
  const shown = await page
    .locator("main [title]")
    .evaluateAll((all) =>
      all.map((element) => element.getAttribute("title")!).filter((title) => /^[0-9a-f]{64}$/.test(title)),
    );
  expect(shown).toContain(root);
  for (const hash of shown) expect(hashes.has(hash), hash).toBe(true);
});

test("the browser saves each log file under the name VERIFY.txt's commands use", async ({ page }) => {
  await page.goto("/sample#download");
  for (const [path, name] of [
    ["log/checkpoint", "checkpoint.txt"],
    ["log/checkpoints/3", "checkpoints-3.txt"],
    ["log/consistency/3-5", "consistency-3-5.txt"],
    ["log/vkey", "vkey.txt"],
    ["log/witness.vkey", "witness.vkey"],
    ["log/policy", "policy.txt"],
    ["proofs/evt_8f3a22.tlog-proof", "evt_8f3a22.tlog-proof"],
  ]) {
    const saved = page.waitForEvent("download");
    await page.locator(`a[download][href="/sample/${path}"]`).click();
    expect((await saved).suggestedFilename()).toBe(name);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/sample shows every record's hashes, the keys, both checkpoints, every proof and file, and no control that would do nothing", async ({
    page,
  }) => {
    const records = await served(page);
    await page.goto("/sample");
    const main = page.locator("main");
    // The full fields fold away; a disclosure opens without JavaScript.
    await main.locator("section[aria-labelledby=records] details summary").click();
    for (const { hash, line } of records) {
      await expect(main.locator("[data-hash]", { hasText: hash })).toBeVisible();
      await expect(main.locator('[id="field-prev_hash"]')).toContainText(JSON.parse(line).prev_hash);
    }
    const text = async (path: string) => (await page.request.get(`/sample/${path}`)).text();
    await expect(main.locator("[data-vkey]")).toHaveText((await text("log/vkey")).trim());
    await expect(main.locator("[data-witness-vkey]")).toHaveText((await text("log/witness.vkey")).trim());
    for (const [selector, path] of [
      ["[data-checkpoint]", "log/checkpoint"],
      ["[data-old-checkpoint]", "log/checkpoints/3"],
      ["[data-policy]", "log/policy"],
    ])
      for (const line of (await text(path!)).trimEnd().split("\n"))
        await expect(main.locator(selector!)).toContainText(line);
    for (const line of (await text("log/consistency/3-5")).split("\n\n")[0]!.split("\n"))
      await expect(main.locator("[data-consistency]")).toContainText(line);
    for (const { eventId } of records) {
      const path = `proofs/${eventId}.tlog-proof`;
      await expect(main.locator(`[data-proof="${eventId}"] a[href="/sample/${path}"]`)).toBeVisible();
      for (const line of (await text(path)).split("\n\n")[0]!.split("\n"))
        await expect(main.locator(`[data-proof="${eventId}"]`)).toContainText(line);
    }
    // Each download is saved under the name VERIFY.txt's commands use, and answers.
    const verify = await text("VERIFY.txt");
    for (const [, path, saved] of verify.matchAll(/^- (\S+?)(?:, saved as (\S+))?$/gm)) {
      await expect(main.locator(`a[download][href="/sample/${path}"]`)).toHaveAttribute(
        "download",
        saved ?? path!.split("/").at(-1)!,
      );
      expect((await page.request.get(`/sample/${path}`)).status(), path).toBe(200);
    }
    // What needs the script is not offered without it; the verdict says how to check by hand instead.
    for (const part of ["[data-tamper]", "[data-own]", "[data-action=check]", "[data-records]", "[data-log-rows]"])
      await expect(main.locator(part)).toBeHidden();
    await expect(verdict(page)).toBeVisible();
  });
});
