import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** /sample's verifier as a test reaches it: its card, verdict, summary rows, records' and the log's rows. */
export const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

export const card = (page: Page) => page.locator("[data-pack-verifier]");
export const verdict = (page: Page) => page.locator("[data-pack-verifier] [data-verdict]");
export const verdictDetail = (page: Page) => page.locator("[data-pack-verifier] [data-verdict-detail]");
export const summaryRow = (page: Page, name: string) => page.locator(`[data-pack-verifier] [data-check="${name}"]`);
export const record = (page: Page, n: number) => page.locator(`[data-records] > [data-record="${n}"]`);
export const recordRow = (page: Page, n: number, row: string) => record(page, n).locator(`[data-row="${row}"]`);
export const logRow = (page: Page, row: string) => page.locator(`[data-log-rows] [data-row="${row}"]`);
export const change = (page: Page, id: string) => page.locator(`[data-pack-verifier] [data-change="${id}"]`);
export const restore = (page: Page) => page.locator("[data-pack-verifier] [data-action=restore]");

/** The records as the site serves them: each line, its hash and event id. */
export async function served(page: Page) {
  const text = await (await page.request.get("/sample/events.jsonl")).text();
  return text
    .trimEnd()
    .split("\n")
    .map((line) => ({ line, hash: sha256(line), eventId: JSON.parse(line).event_id as string }));
}

/** Opens /sample and waits for the verifier's first verdict. */
export async function openVerified(page: Page, path = "/sample") {
  await page.goto(path);
  await expect(verdict(page)).toHaveAttribute("data-verified", "true");
}

// The pack as the build wrote it, every file by its path under /sample/ (the web servers of playwright.config.ts built it).
const dir = new URL("../../dist/sample/", import.meta.url).pathname;
export const packPaths = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== "index.html")
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length));
export const packFile = (path: string) => readFileSync(join(dir, path));

/** The names VERIFY.txt saves each file under (a download link's `download`), by path. */
export function savedNames() {
  const verify = packFile("VERIFY.txt").toString();
  return Object.fromEntries(
    [...verify.matchAll(/^- (\S+?)(?:, saved as (\S+))?$/gm)].map(([, path, saved]) => [
      path!,
      saved ?? path!.split("/").at(-1)!,
    ]),
  );
}

/** The pack's files as a reader's download folder holds them, under the recipe's names, each changed as given. */
export function downloadedFiles(
  changed: Record<string, string | Buffer | null> = {},
  names: "saved" | "served" = "saved",
) {
  const saved = savedNames();
  return packPaths()
    .filter((path) => changed[path] !== null)
    .map((path) => ({
      name: names === "saved" ? saved[path]! : path.split("/").at(-1)!,
      mimeType: "text/plain",
      buffer: Buffer.from(changed[path] ?? packFile(path)),
    }));
}
