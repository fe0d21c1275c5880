import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  card,
  change,
  logRow,
  openVerified,
  record,
  recordRow,
  restore,
  served,
  summaryRow,
  verdict,
  verdictDetail,
} from "./samplePage";

// The verifier in Chromium: the page's own pack checked as it loads, each one-press change and edit named, and the
// log's files served changed. The reader's own files: sample-own-copy.spec.ts; the page's layout: sample-layout.spec.ts.

/** The verdict's words as the page is served, before the verifier has run. */
const idleDetail = async (page: import("@playwright/test").Page) =>
  /data-verdict-detail[^>]*>([^<]*)</.exec(await (await page.request.get("/sample")).text())![1]!;
const SUMMARY = ["files", "records", "tree", "signed", "cosigned", "grew"];
const proofSteps = async (page: import("@playwright/test").Page, eventId: string) =>
  (await (await page.request.get(`/sample/proofs/${eventId}.tlog-proof`)).text()).split("\n\n")[0]!.split("\n").length -
  2;

test("the verifier says verified for the intact pack, every check in its summary, and shows its work", async ({
  page,
}) => {
  const records = await served(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await openVerified(page);
  for (const name of SUMMARY) await expect(summaryRow(page, name)).toHaveAttribute("data-ok", "true");
  // Not anchored is skipped, never passed.
  await expect(summaryRow(page, "anchored")).not.toHaveAttribute("data-ok");
  for (const [index, { hash, eventId }] of records.entries()) {
    const n = index + 1;
    await expect(recordRow(page, n, "hash")).toContainText(`${hash.slice(0, 4)}…${hash.slice(-4)}`);
    await expect(record(page, n).locator("textarea")).toHaveValue(/^\{\n {2}"actor"/);
    await expect(record(page, n).locator('[data-row="step"]')).toHaveCount(await proofSteps(page, eventId));
    for (const row of ["prev", "root"]) await expect(recordRow(page, n, row)).toHaveAttribute("data-ok", "true");
  }
  for (const row of ["head", "oldSigned", "oldCosigned", "signed", "cosigned", "grew"])
    await expect(logRow(page, row)).toHaveAttribute("data-ok", "true");
  // RFC 9162 combines each hash of the consistency proof but the first, which starts it (the old size, 3, is no power of two).
  const consistency = await (await page.request.get("/sample/log/consistency/3-5")).text();
  const hashes = consistency.split("\n\n")[0]!.split("\n").length - 1;
  await expect(page.locator('[data-log-rows] [data-row="consistencyStep"]')).toHaveCount(hashes - 1);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test("each one-press change is named in the verdict, and the originals verify again", async ({ page }) => {
  const records = await served(page);
  await openVerified(page);
  // A blocked decision turned to allowed: that record is named, its proof and the next link fail.
  await change(page, "decision").click();
  await expect(change(page, "decision")).toHaveAttribute("aria-pressed", "true");
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText(records[2]!.eventId);
  await expect(record(page, 3).locator("textarea")).toHaveValue(/"decision": "allowed"/);
  await expect(recordRow(page, 3, "root")).toHaveAttribute("data-ok", "false");
  await expect(recordRow(page, 4, "prev")).toHaveAttribute("data-ok", "false");
  await expect(record(page, 3).locator("[data-edited]")).toBeVisible();
  await expect(summaryRow(page, "records")).toHaveAttribute("data-ok", "false");
  // A consent moved a day earlier, from the originals: that record is named, the one changed before is back.
  await change(page, "consent").click();
  await expect(change(page, "decision")).toHaveAttribute("aria-pressed", "false");
  await expect(verdictDetail(page)).toContainText(records[1]!.eventId);
  await expect(record(page, 3).locator("textarea")).toHaveValue(/"decision": "blocked"/);
  // Pressed again, a change is undone.
  await change(page, "consent").click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
  await change(page, "decision").click();
  await restore(page).first().click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
});

test("a record deleted keeps its place: a row marked removed with its event id, the others keep their numbers, the verdict names the gap", async ({
  page,
}) => {
  const records = await served(page);
  await openVerified(page);
  await change(page, "remove").click();
  const gone = record(page, 4).locator("[data-ghost]");
  await expect(gone).toBeVisible();
  await expect(gone).toContainText(records[3]!.eventId);
  await expect(record(page, 4).locator("textarea")).toBeHidden();
  await expect(page.locator("[data-records] > [data-record]")).toHaveCount(records.length);
  await expect(record(page, 5).locator("[data-body] [data-event]")).toHaveText(records[4]!.eventId);
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText(records[3]!.eventId);
  await expect(recordRow(page, 5, "prev")).toHaveAttribute("data-ok", "false");
  await gone.getByRole("button").click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
  await expect(record(page, 4).locator("textarea")).toBeFocused();

  // Any record can be removed from its own row, and put back there.
  await record(page, 2).locator("[data-remove]").click();
  await expect(record(page, 2).locator("[data-ghost]")).toContainText(records[1]!.eventId);
  await expect(record(page, 2).locator("[data-put-back]")).toBeFocused();
  await expect(verdictDetail(page)).toContainText(records[1]!.eventId);
  await record(page, 2).locator("[data-put-back]").click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
});

test("a changed field breaks that record's proof and the next link as the reader types; a changed last record shows against the head", async ({
  page,
}) => {
  const records = await served(page);
  await openVerified(page);
  const second = record(page, 2).locator("textarea");
  await second.fill((await second.inputValue()).replace(/"purpose": "[^"]*"/, '"purpose": "marketing"'));
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText(records[1]!.eventId);
  await expect(recordRow(page, 3, "prev")).toHaveAttribute("data-ok", "false");
  await expect(recordRow(page, 2, "prev")).toHaveAttribute("data-ok", "true");
  await expect(recordRow(page, 2, "root")).toHaveAttribute("data-ok", "false");
  await expect(record(page, 2).locator("[data-edited]")).toBeVisible();
  await expect(record(page, 3).locator("[data-edited]")).toBeHidden();
  // Spaces and line breaks change nothing: the canonical line is what is hashed.
  await restore(page).first().click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
  const last = record(page, records.length).locator("textarea");
  await last.fill((await last.inputValue()).replaceAll("\n", "\n\n  "));
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
  await last.fill((await last.inputValue()).replace(/"seq": \d+/, '"seq": 9'));
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(logRow(page, "head")).toHaveAttribute("data-ok", "false");
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
  await record(page, 1).locator("textarea").pressSequentially("x");
  await expect(verdict(page)).toHaveAttribute("data-verified", "");
  await expect(record(page, 1).locator("[data-row][data-ok]")).toHaveCount(0);
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
});

test("an insert that would make a record too long is refused before it goes in, typed, pasted or dropped", async ({
  page,
}) => {
  await openVerified(page);
  const field = record(page, 2).locator("textarea");
  const before = await field.inputValue();
  await field.fill("[".repeat(1_000_000));
  await expect(field).toHaveValue(before);
  expect(await field.evaluate((element: HTMLTextAreaElement) => element.validationMessage)).not.toBe("");
  // A 10 MB paste, drop or insert is refused before it is inserted: the field never holds it, not even for a moment.
  const refused = await field.evaluate((element: HTMLTextAreaElement) => {
    const big = "x".repeat(10_000_000);
    const data = () => {
      const transfer = new DataTransfer();
      transfer.setData("text/plain", big);
      return transfer;
    };
    const outcomes = [
      new ClipboardEvent("paste", { clipboardData: data(), bubbles: true, cancelable: true }),
      new DragEvent("drop", { dataTransfer: data(), bubbles: true, cancelable: true }),
      new InputEvent("beforeinput", { inputType: "insertText", data: big, bubbles: true, cancelable: true }),
    ].map((event) => {
      element.setCustomValidity("");
      return { inserted: element.dispatchEvent(event), message: element.validationMessage };
    });
    return outcomes;
  });
  for (const { inserted, message } of refused) expect([inserted, message === ""]).toEqual([false, false]);
  await expect(field).toHaveValue(before);
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
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
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText("log/checkpoint");
  await expect(logRow(page, "signed")).toHaveAttribute("data-ok", "false");
  await expect(summaryRow(page, "signed")).toHaveAttribute("data-ok", "false");
  for (const n of [1, 2, 3]) await expect(recordRow(page, n, "root")).toHaveAttribute("data-ok", "false");
  await expectNoAxeViolations(page);
});

test("a proof served for another record fails that record alone, and says which", async ({ page }) => {
  const records = await served(page);
  const first = await (await page.request.get(`/sample/proofs/${records[0]!.eventId}.tlog-proof`)).text();
  await page.route(`**/sample/proofs/${records[1]!.eventId}.tlog-proof`, (route) =>
    route.fulfill({ body: first, contentType: "text/plain" }),
  );
  await page.goto("/sample");
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText(records[1]!.eventId);
  await expect(recordRow(page, 2, "root")).toHaveAttribute("data-ok", "false");
  for (const n of [1, 3]) await expect(recordRow(page, n, "root")).toHaveAttribute("data-ok", "true");
  for (const row of ["signed", "oldSigned", "grew"]) await expect(logRow(page, row)).toHaveAttribute("data-ok", "true");
});

test("where the browser has no Ed25519 (Safari 16), the signatures are not checked and never pass; the proofs are", async ({
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
  await expect(verdict(page)).toHaveAttribute("data-verified", "partial");
  for (const row of ["signed", "oldSigned"]) {
    await expect(logRow(page, row)).not.toHaveAttribute("data-ok");
    await expect(logRow(page, row).locator("[data-part]").first()).not.toBeEmpty();
  }
  await expect(summaryRow(page, "signed")).not.toHaveAttribute("data-ok");
  await expect(logRow(page, "grew")).toHaveAttribute("data-ok", "true");
  for (const n of [1, 2, 3]) await expect(recordRow(page, n, "root")).toHaveAttribute("data-ok", "true");
  // A rewrite needs a signature: this browser cannot make one.
  await expect(change(page, "rewrite")).toBeDisabled();
});

test("a consistency proof with one hash changed fails the consistency, and only it", async ({ page }) => {
  const proof = await (await page.request.get("/sample/log/consistency/3-5")).text();
  const changed = proof.replace(/^(old \d+\n)(.)/, (_, head: string, c: string) => head + (c === "A" ? "B" : "A"));
  await page.route("**/sample/log/consistency/3-5", (route) =>
    route.fulfill({ body: changed, contentType: "text/plain" }),
  );
  await page.goto("/sample");
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(logRow(page, "grew")).toHaveAttribute("data-ok", "false");
  for (const row of ["signed", "oldSigned"]) await expect(logRow(page, row)).toHaveAttribute("data-ok", "true");
  for (const n of [1, 2, 3, 4, 5]) await expect(recordRow(page, n, "root")).toHaveAttribute("data-ok", "true");
});

test("a damaged consistency proof reads as unreadable, never as a rewritten history", async ({ page }) => {
  const proof = await (await page.request.get("/sample/log/consistency/3-5")).text();
  const [head, ...rest] = proof.split("\n");
  const dropped = [head, ...rest.slice(1)].join("\n");
  await page.route("**/sample/log/consistency/3-5", (route) =>
    route.fulfill({ body: dropped, contentType: "text/plain" }),
  );
  await page.goto("/sample");
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).toContainText("log/consistency/3-5");
  // The same words as the rewrite's are not used: press it, and the verdict changes to the rewrite's.
  const unreadable = await verdictDetail(page).textContent();
  await page.unroute("**/sample/log/consistency/3-5");
  await page.goto("/sample");
  await change(page, "rewrite").click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(verdictDetail(page)).not.toHaveText(unreadable!);
});

test("a checkpoint carrying a second line under the log's name by another key, as a key rotation does, verifies", async ({
  page,
}) => {
  const checkpoint = await (await page.request.get("/sample/log/checkpoint")).text();
  const origin = checkpoint.split("\n")[0]!;
  const rotated = `${checkpoint}— ${origin} ${Buffer.alloc(68, 7).toString("base64")}\n`;
  await page.route("**/sample/log/checkpoint", (route) => route.fulfill({ body: rotated, contentType: "text/plain" }));
  await openVerified(page);
});

test("a checkpoint without the witness's line fails the policy's quorum, while every proof still holds", async ({
  page,
}) => {
  const checkpoint = await (await page.request.get("/sample/log/checkpoint")).text();
  const unwitnessed = checkpoint.replace(/^— \S+\/sample-witness .*\n/m, "");
  expect(unwitnessed).not.toBe(checkpoint);
  await page.route("**/sample/log/checkpoint", (route) =>
    route.fulfill({ body: unwitnessed, contentType: "text/plain" }),
  );
  await page.goto("/sample");
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(logRow(page, "cosigned")).toHaveAttribute("data-ok", "false");
  await expect(logRow(page, "signed")).toHaveAttribute("data-ok", "true");
  await expect(summaryRow(page, "cosigned")).toHaveAttribute("data-ok", "false");
  for (const n of [1, 2, 3, 4, 5]) await expect(recordRow(page, n, "root")).toHaveAttribute("data-ok", "true");
});

test("a history rewritten and re-signed with the log's key passes its signature and fails against the witnessed checkpoint", async ({
  page,
}) => {
  await openVerified(page);
  await change(page, "rewrite").click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "false");
  await expect(record(page, 3).locator("textarea")).toHaveValue(/"decision": "allowed"/);
  // Record 3 was changed and the two after it re-chained; the two before are as the site served them.
  for (const n of [1, 2]) await expect(record(page, n).locator("[data-edited]")).toBeHidden();
  for (const n of [3, 4, 5]) await expect(record(page, n).locator("[data-edited]")).toBeVisible();
  // The operator re-chained and re-proved everything: each record holds against the new checkpoint.
  for (const n of [1, 2, 3, 4, 5]) {
    await expect(recordRow(page, n, "prev")).toHaveAttribute("data-ok", "true");
    await expect(recordRow(page, n, "root")).toHaveAttribute("data-ok", "true");
  }
  await expect(logRow(page, "signed")).toHaveAttribute("data-ok", "true");
  await expect(logRow(page, "cosigned")).toHaveAttribute("data-ok", "false");
  await expect(logRow(page, "oldSigned")).toHaveAttribute("data-ok", "true");
  await expect(logRow(page, "grew")).toHaveAttribute("data-ok", "false");
  await expect(summaryRow(page, "grew")).toHaveAttribute("data-ok", "false");
  await expectNoAxeViolations(page);
  await restore(page).first().click();
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
});

test("a proxy's HTML page in place of a log file could not be loaded, and never reads as tampering", async ({
  page,
}) => {
  const html = "<!doctype html><title>Blocked</title><p>This site is blocked.</p>";
  await page.route("**/sample/log/checkpoint", (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await page.goto("/sample");
  await expect(verdictDetail(page)).not.toHaveText(await idleDetail(page));
  await expect(verdict(page)).toHaveAttribute("data-verified", "");
  await expect(page.locator('[data-ok="false"]')).toHaveCount(0);
});

test("a pack that could not be loaded says so, and never reads as broken", async ({ page }) => {
  await page.route("**/sample/events.jsonl", (route) => route.fulfill({ status: 404, body: "<h1>Not Found</h1>" }));
  await page.goto("/sample");
  await expect(verdictDetail(page)).not.toHaveText(await idleDetail(page));
  await expect(verdict(page)).toHaveAttribute("data-verified", "");
  await expect(card(page).locator('[data-ok="false"]')).toHaveCount(0);
});
