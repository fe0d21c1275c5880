import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const PACK = ["events.jsonl", "events.csv", "report.pdf", "manifest.json", "VERIFY.txt", "log/checkpoint", "log/vkey"];
const LOG = ["log/checkpoints/3", "log/consistency/3-5", "log/witness.vkey", "log/policy"];
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
// A record's result rows: hash, prev_hash, leaf, one per proof step, root; below the records, the head, the older
// and the current checkpoint, one row per step of the consistency proof, and its result.
const rows = (page: Page, n: number) => record(page, n).locator("dl > div");
const logRows = (page: Page) => page.locator("[data-pack-verifier] > dl > div");
const checkpointRow = (page: Page, which: "old" | "current") => logRows(page).nth(which === "old" ? 1 : 2);
const consistencyRow = (page: Page) => logRows(page).last();

async function openVerified(page: Page) {
  await page.goto("/sample");
  await result(page).scrollIntoViewIfNeeded();
  await expect(result(page)).toHaveAttribute("data-verified", "true");
}

const restore = (page: Page) => page.locator("[data-pack-verifier] > div:last-child button").first().click();
const opened = async (page: Page) => {
  await page.goto("/sample");
  await result(page).scrollIntoViewIfNeeded();
};

test("the verifier says verified for the intact pack, its signature checked, and shows its work", async ({ page }) => {
  const records = await served(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await openVerified(page);
  for (const [index, { hash, eventId }] of records.entries()) {
    const proof = await (await page.request.get(`/sample/proofs/${eventId}.tlog-proof`)).text();
    const steps = proof.split("\n\n")[0]!.split("\n").length - 2;
    await expect(record(page, index + 1).locator(`[title="${hash}"]`)).toHaveCount(1);
    // hash, prev_hash, leaf, each step of the proof, root: the links and the root hold.
    await expect(rows(page, index + 1)).toHaveCount(4 + steps);
    await expect(rows(page, index + 1).nth(1)).toHaveAttribute("data-ok", "true");
    await expect(rows(page, index + 1).last()).toHaveAttribute("data-ok", "true");
  }
  // The head, both checkpoints (signed and cosigned) and the consistency proof, each step shown.
  await expect(page.locator("[data-pack-verifier] > dl > div[data-ok=true]")).toHaveCount(4);
  for (const mark of ["signature", "cosignature"])
    await expect(page.locator(`[data-pack-verifier] [data-${mark}="passed"]`)).toHaveCount(2);
  const consistency = await (await page.request.get("/sample/log/consistency/3-5")).text();
  const hashes = consistency.split("\n\n")[0]!.split("\n").length - 1;
  await expect(logRows(page)).toHaveCount(3 + hashes);
  // The anchor is skipped, never passed.
  await expect(page.locator('[data-skipped-checks] [data-mark="skipped"]')).toHaveCount(1);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test("a changed field breaks the chain at the next record and that record's proof, as the visitor types", async ({
  page,
}) => {
  const records = await served(page);
  await openVerified(page);
  const second = record(page, 2).locator("textarea");
  await second.fill(records[1]!.line.replace(/"purpose":"[^"]*"/, '"purpose":"marketing"'));
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(result(page)).toContainText(records[2]!.eventId);
  await expect(rows(page, 3).nth(1)).toHaveAttribute("data-ok", "false");
  await expect(rows(page, 2).nth(1)).toHaveAttribute("data-ok", "true");
  await expect(rows(page, 2).last()).toHaveAttribute("data-ok", "false");
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
  await expect(page.locator('[data-pack-verifier] [data-record] dl > div:nth-child(2)[data-ok="false"]')).toHaveCount(
    0,
  );
  await expect(page.locator("[data-pack-verifier] > dl > div").first()).toHaveAttribute("data-ok", "false");
});

test("a verdict is gone the moment its record changes, before the new check is done", async ({ page }) => {
  // A slow SHA-256 on demand, so the moment between an edit and its check lasts long enough to look at.
  await page.addInitScript(() => {
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    crypto.subtle.digest = async (...args: Parameters<SubtleCrypto["digest"]>) => {
      if ((window as { slowHashing?: boolean }).slowHashing) await new Promise((resolve) => setTimeout(resolve, 300));
      return digest(...args);
    };
  });
  await openVerified(page);
  await page.evaluate(() => ((window as { slowHashing?: boolean }).slowHashing = true));
  await record(page, 1).locator("textarea").press("End");
  await record(page, 1).locator("textarea").pressSequentially(" ");
  await expect(result(page)).toHaveAttribute("data-verified", "");
  await expect(record(page, 1).locator("dl > div[data-ok]")).toHaveCount(0);
  await expect(result(page)).toHaveAttribute("data-verified", "false");
});

test("a record far larger than any in the pack is refused with the browser's message, and nothing changes", async ({
  page,
}) => {
  await openVerified(page);
  const field = record(page, 2).locator("textarea");
  const before = await field.inputValue();
  await field.fill("[".repeat(1_000_000));
  await expect(field).toHaveValue(before);
  expect(await field.evaluate((element: HTMLTextAreaElement) => element.validationMessage)).not.toBe("");
  // A 10 MB paste is refused before it is inserted: the field never holds it, not even for a moment.
  const pasted = await field.evaluate((element: HTMLTextAreaElement) => {
    element.setCustomValidity("");
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", "x".repeat(10_000_000));
    const event = new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true });
    return { inserted: element.dispatchEvent(event), message: element.validationMessage };
  });
  expect(pasted.inserted, "the paste was let through").toBe(false);
  expect(pasted.message).not.toBe("");
  await expect(field).toHaveValue(before);
  await expect(result(page)).toHaveAttribute("data-verified", "true");
});

test("a checkpoint whose root was changed after it was signed fails its signature and every proof", async ({
  page,
}) => {
  const checkpoint = await (await page.request.get("/sample/log/checkpoint")).text();
  const changed = checkpoint.replace(
    /^(.*\n.*\n)(.)/,
    (_, head: string, first: string) => head + (first === "A" ? "B" : "A"),
  );
  await page.route("**/sample/log/checkpoint", (route) => route.fulfill({ body: changed, contentType: "text/plain" }));
  await page.goto("/sample");
  await result(page).scrollIntoViewIfNeeded();
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(checkpointRow(page, "current")).toHaveAttribute("data-ok", "false");
  await expect(checkpointRow(page, "current").locator('[data-signature="failed"]')).toHaveCount(1);
  for (const n of [1, 2, 3]) await expect(rows(page, n).last()).toHaveAttribute("data-ok", "false");
  await expectNoAxeViolations(page);
});

test("a proof served for another record fails that record, and says which", async ({ page }) => {
  const records = await served(page);
  const first = await (await page.request.get(`/sample/proofs/${records[0]!.eventId}.tlog-proof`)).text();
  await page.route(`**/sample/proofs/${records[1]!.eventId}.tlog-proof`, (route) =>
    route.fulfill({ body: first, contentType: "text/plain" }),
  );
  await page.goto("/sample");
  await result(page).scrollIntoViewIfNeeded();
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(result(page)).toContainText(records[1]!.eventId);
  await expect(rows(page, 2).last()).toHaveAttribute("data-ok", "false");
  for (const n of [1, 3]) await expect(rows(page, n).last()).toHaveAttribute("data-ok", "true");
  for (const which of ["old", "current"] as const)
    await expect(checkpointRow(page, which)).toHaveAttribute("data-ok", "true");
});

test("where the browser has no Ed25519 (Safari 16), the signature is not checked and never passes; the proofs are", async ({
  page,
}) => {
  // Safari 16's importKey refuses the algorithm, as this does.
  await page.addInitScript(() => {
    const importKey = crypto.subtle.importKey.bind(crypto.subtle);
    crypto.subtle.importKey = ((...args: Parameters<SubtleCrypto["importKey"]>) =>
      JSON.stringify(args[2]).includes("Ed25519")
        ? Promise.reject(new DOMException("Unrecognized name", "NotSupportedError"))
        : importKey(...args)) as SubtleCrypto["importKey"];
  });
  await page.goto("/sample");
  await result(page).scrollIntoViewIfNeeded();
  await expect(result(page)).toHaveAttribute("data-verified", "partial");
  for (const which of ["old", "current"] as const) {
    await expect(checkpointRow(page, which)).not.toHaveAttribute("data-ok");
    await expect(checkpointRow(page, which).locator('[data-signature="unchecked"]')).not.toBeEmpty();
  }
  await expect(consistencyRow(page)).toHaveAttribute("data-ok", "true");
  for (const n of [1, 2, 3]) await expect(rows(page, n).last()).toHaveAttribute("data-ok", "true");
});

test("a consistency proof with one hash changed fails the consistency, and only it", async ({ page }) => {
  const proof = await (await page.request.get("/sample/log/consistency/3-5")).text();
  const changed = proof.replace(/^(old \d+\n)(.)/, (_, head: string, c: string) => head + (c === "A" ? "B" : "A"));
  await page.route("**/sample/log/consistency/3-5", (route) =>
    route.fulfill({ body: changed, contentType: "text/plain" }),
  );
  await opened(page);
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(consistencyRow(page)).toHaveAttribute("data-ok", "false");
  for (const which of ["old", "current"] as const)
    await expect(checkpointRow(page, which)).toHaveAttribute("data-ok", "true");
  for (const n of [1, 2, 3, 4, 5]) await expect(rows(page, n).last()).toHaveAttribute("data-ok", "true");
});

test("a checkpoint without the witness's line fails the policy, while every proof still holds", async ({ page }) => {
  const checkpoint = await (await page.request.get("/sample/log/checkpoint")).text();
  const unwitnessed = checkpoint.replace(/^— \S+\/sample-witness .*\n/m, "");
  expect(unwitnessed).not.toBe(checkpoint);
  await page.route("**/sample/log/checkpoint", (route) =>
    route.fulfill({ body: unwitnessed, contentType: "text/plain" }),
  );
  await opened(page);
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(checkpointRow(page, "current").locator('[data-cosignature="missing"]')).toHaveCount(1);
  await expect(checkpointRow(page, "current").locator('[data-signature="passed"]')).toHaveCount(1);
  for (const n of [1, 2, 3, 4, 5]) await expect(rows(page, n).last()).toHaveAttribute("data-ok", "true");
});

test("a history rewritten and re-signed with the log's key passes its signature and fails against the witnessed checkpoint", async ({
  page,
}) => {
  await openVerified(page);
  await page.locator("[data-pack-verifier] > div:last-child button:last-child").click();
  await expect(result(page)).toHaveAttribute("data-verified", "false");
  await expect(record(page, 3).locator("textarea")).toHaveValue(/"decision":"allowed"/);
  // Record 3 was changed and the two after it re-chained; the two before are as the site served them.
  for (const n of [1, 2]) await expect(record(page, n)).not.toContainText("edited");
  for (const n of [3, 4, 5]) await expect(record(page, n)).toContainText("edited");
  // The operator re-chained and re-proved everything: each record holds against the new checkpoint.
  for (const n of [1, 2, 3, 4, 5]) {
    await expect(rows(page, n).nth(1)).toHaveAttribute("data-ok", "true");
    await expect(rows(page, n).last()).toHaveAttribute("data-ok", "true");
  }
  await expect(checkpointRow(page, "current").locator('[data-signature="passed"]')).toHaveCount(1);
  await expect(checkpointRow(page, "current").locator('[data-cosignature="missing"]')).toHaveCount(1);
  await expect(checkpointRow(page, "old")).toHaveAttribute("data-ok", "true");
  await expect(consistencyRow(page)).toHaveAttribute("data-ok", "false");
  await expectNoAxeViolations(page);
  await restore(page);
  await expect(result(page)).toHaveAttribute("data-verified", "true");
});

test("a proxy's HTML page in place of a log file could not be loaded, and never reads as tampering", async ({
  page,
}) => {
  const html = "<!doctype html><title>Blocked</title><p>This site is blocked.</p>";
  await page.route("**/sample/log/checkpoint", (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await opened(page);
  await expect(result(page)).not.toHaveText(/^$/);
  await expect(result(page)).toHaveAttribute("data-verified", "");
  await expect(page.locator('[data-pack-verifier] [data-ok="false"]')).toHaveCount(0);
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

test("a pack that could not be loaded says so, and never reads as broken", async ({ page }) => {
  await page.route("**/sample/events.jsonl", (route) => route.fulfill({ status: 404, body: "<h1>Not Found</h1>" }));
  await page.goto("/sample");
  const idle = await result(page).textContent();
  await result(page).scrollIntoViewIfNeeded();
  await expect(result(page)).not.toHaveText(idle!);
  await expect(result(page)).toHaveAttribute("data-verified", "");
  await expect(page.locator('[data-pack-verifier] [data-ok="false"]')).toHaveCount(0);
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

for (const width of [375, 1280]) {
  test(`at ${width} px a link to a section far down /sample lands on its heading`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The sections below the first are laid out only as they near the viewport (.defer-render):
    // estimated heights must not send a visitor to the wrong place.
    for (const id of ["in-your-browser", "by-hand", "regulations"]) {
      await page.goto(`/sample#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      const top = await page
        .locator(`section[aria-labelledby="${id}"]`)
        .evaluate((section) => section.getBoundingClientRect().top);
      expect(Math.abs(top), id).toBeLessThan(200);
    }
  });
}

test("the landing page and the footer lead to /sample, and Fig. 2 links the pack's files", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('#providers-section a[href="/sample#records"]')).not.toHaveCount(0);
  for (const section of ["in-your-browser", "by-hand"])
    await expect(page.locator(`main figure a[href="/sample#${section}"]`)).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator('a[href="/sample"]')).toHaveCount(1);
  for (const name of PACK.filter((name) => !["VERIFY.txt", "log/vkey"].includes(name)))
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/sample shows every record's hashes, the key, the checkpoint and every proof, and links every file", async ({
    page,
  }) => {
    const records = await served(page);
    await page.goto("/sample");
    const main = page.locator("main");
    // The full fields fold away; a disclosure opens without JavaScript.
    await main.locator("#records ~ div details summary").click();
    for (const { hash, line } of records) {
      await expect(main.locator("[data-hash]", { hasText: hash })).toBeVisible();
      await expect(main.locator('[id="field-prev_hash"]')).toContainText(JSON.parse(line).prev_hash);
    }
    const text = async (path: string) => (await page.request.get(`/sample/${path}`)).text();
    await expect(main.locator("[data-vkey]")).toHaveText((await text("log/vkey")).trim());
    for (const line of (await text("log/checkpoint")).trimEnd().split("\n"))
      await expect(main.locator("[data-checkpoint]")).toContainText(line);
    for (const { eventId } of records) {
      const path = `proofs/${eventId}.tlog-proof`;
      await expect(main.locator(`[data-proof="${eventId}"] a[href="/sample/${path}"]`)).toBeVisible();
      for (const line of (await text(path)).split("\n\n")[0]!.split("\n"))
        await expect(main.locator(`[data-proof="${eventId}"]`)).toContainText(line);
    }
    await expect(main.locator("[data-witness-vkey]")).toHaveText((await text("log/witness.vkey")).trim());
    for (const line of (await text("log/checkpoints/3")).trimEnd().split("\n"))
      await expect(main.locator("[data-old-checkpoint]")).toContainText(line);
    for (const line of (await text("log/consistency/3-5")).split("\n\n")[0]!.split("\n"))
      await expect(main.locator("[data-consistency]")).toContainText(line);
    for (const name of [...PACK, ...LOG]) {
      await expect(main.locator(`a[href="/sample/${name}"]`).first()).toBeVisible();
      expect((await page.request.get(`/sample/${name}`)).status(), name).toBe(200);
    }
    // Each download is saved under the name VERIFY.txt's commands use.
    const verify = await text("VERIFY.txt");
    for (const [, path, saved] of verify.matchAll(/^- (\S+?)(?:, saved as (\S+))?$/gm)) {
      const name = saved ?? path!.split("/").at(-1)!;
      await expect(main.locator(`a[download][href="/sample/${path}"]`)).toHaveAttribute("download", name);
    }
  });
});
