import { createHash, generateKeyPairSync, sign } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  card,
  downloadedFiles,
  openVerified,
  packFile,
  recordRow,
  served,
  summaryRow,
  verdict,
  verdictDetail,
} from "./samplePage";

// "Check your own copy": the reader gives the page the files they downloaded, changed in their own editor or not,
// and the page checks them as it checks its own, against the keys it publishes, naming what failed. In Chromium;
// Firefox ESR and WebKit: tests/engines/journeys.ts.

type Given = ReturnType<typeof downloadedFiles>;
const give = (page: Page, files: Given) => card(page).locator("[data-files]").setInputFiles(files);
const ownList = (page: Page) => card(page).locator("[data-own-list]");

/** A checkpoint's text signed by another key under the log's name, in place of the log's line; the witness's kept. */
function signedByAnotherKey(checkpoint: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  const origin = checkpoint.split("\n")[0]!;
  const keyId = createHash("sha256")
    .update(Buffer.concat([Buffer.from(`${origin}\n`), Buffer.of(1), raw]))
    .digest()
    .subarray(0, 4);
  const text = checkpoint.slice(0, checkpoint.indexOf("\n\n") + 1);
  const line = `— ${origin} ${Buffer.concat([keyId, sign(null, Buffer.from(text), privateKey)]).toString("base64")}`;
  return checkpoint.replace(new RegExp(`^— ${origin.replace(/[./]/g, "\\$&")} .*$`, "m"), line);
}

test("the pack as downloaded verifies, under the recipe's names, and nothing leaves the browser", async ({ page }) => {
  await openVerified(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await give(page, downloadedFiles());
  await expect(card(page)).toHaveAttribute("data-mode", "own");
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
  for (const row of ["files", "records", "tree", "signed", "cosigned", "grew"])
    await expect(summaryRow(page, row)).toHaveAttribute("data-ok", "true");
  await expect(ownList(page)).toBeVisible();
  await expect(ownList(page).locator('[data-ok="false"]')).toHaveCount(0);
  expect(requests).toEqual([]);
  await expectNoAxeViolations(page, "[data-pack-verifier]");
  // Back to the page's own files: its own pack, verified again.
  await card(page).locator("[data-action=page]").click();
  await expect(card(page)).toHaveAttribute("data-mode", "page");
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
});

test("dropped on the card under the names they are served by, the files verify too", async ({ page }) => {
  await openVerified(page);
  const files = downloadedFiles({}, "served").map(({ name, buffer }) => ({ name, base64: buffer.toString("base64") }));
  await card(page).evaluate((element, given) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of given)
      transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name));
    for (const type of ["dragenter", "dragover", "drop"])
      element.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
  await expect(card(page)).toHaveAttribute("data-mode", "own");
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
});

test("one byte of a record changed in the reader's copy: not verified, naming that record and its file", async ({
  page,
}) => {
  const records = await served(page);
  await openVerified(page);
  const events = packFile("events.jsonl").toString().replace(`"seq":2,`, `"seq":7,`);
  expect(events).not.toBe(packFile("events.jsonl").toString());
  await give(page, downloadedFiles({ "events.jsonl": events }));
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText(records[1]!.eventId);
  await expect(recordRow(page, 2, "root")).toHaveAttribute("data-ok", "false");
  await expect(recordRow(page, 3, "prev")).toHaveAttribute("data-ok", "false");
  await expect(ownList(page).locator('[data-ok="false"]', { hasText: "events.jsonl" })).toHaveCount(1);
  await expect(summaryRow(page, "files")).toHaveAttribute("data-ok", "false");
  // The reader's records are shown as given, not to be edited here.
  await expect(page.locator('[data-records] > [data-record="2"] textarea')).toHaveJSProperty("readOnly", true);
});

test("a checkpoint signed with another key: not verified, naming its signature", async ({ page }) => {
  await openVerified(page);
  const other = signedByAnotherKey(packFile("log/checkpoint").toString());
  await give(page, downloadedFiles({ "log/checkpoint": other }));
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText("checkpoint.txt");
  await expect(summaryRow(page, "signed")).toHaveAttribute("data-ok", "false");
  await expect(summaryRow(page, "cosigned")).toHaveAttribute("data-ok", "true");
});

test("a file missing is named as not given, never as tampered; what was given holds", async ({ page }) => {
  await openVerified(page);
  await give(page, downloadedFiles({ "log/consistency/3-5": null, "proofs/evt_8f3a24.tlog-proof": null }));
  await expect(verdict(page)).toHaveAttribute("data-verified", "incomplete");
  for (const name of ["consistency-3-5.txt", "evt_8f3a24.tlog-proof"])
    await expect(verdictDetail(page)).toContainText(name);
  await expect(card(page).locator('[data-ok="false"]')).toHaveCount(0);
  await expect(page.locator('[data-records] [data-ok="false"]')).toHaveCount(0);
});

test("a file larger than any of the pack's is refused unread, and so are files that are not the pack's", async ({
  page,
}) => {
  await openVerified(page);
  const huge = { name: "events.jsonl", mimeType: "text/plain", buffer: Buffer.alloc(2 * 1024 * 1024, "[") };
  const stranger = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("my notes") };
  await give(page, [...downloadedFiles({ "events.jsonl": null }), huge, stranger]);
  await expect(verdict(page)).not.toHaveAttribute("data-verified", "true");
  await expect(verdict(page)).not.toHaveAttribute("data-verified", "");
  for (const name of ["events.jsonl", "notes.txt"])
    await expect(ownList(page).locator('[data-ok="false"]', { hasText: name })).toHaveCount(1);
});
