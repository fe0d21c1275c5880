import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// The pack as the build wrote it (the web server of playwright.config.ts built dist/ for this
// run), checked with Node's crypto alone, as anyone would check it with sha256sum.
const dir = new URL("../../dist/sample/", import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir));
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

test("the built pack's chain, head and file hashes all hold", () => {
  const manifest = JSON.parse(read("manifest.json").toString("utf8"));
  const jsonl = read("events.jsonl").toString("utf8");
  expect(jsonl.endsWith("\n")).toBe(true);
  const lines = jsonl.slice(0, -1).split("\n");
  expect(lines).toHaveLength(manifest.events);

  let prev = manifest.genesis_prev_hash;
  expect(prev).toBe("0".repeat(64));
  for (const [index, line] of lines.entries()) {
    const record = JSON.parse(line);
    expect(record.prev_hash, `record ${index + 1}'s prev_hash`).toBe(prev);
    expect(record.seq).toBe(index + 1);
    prev = sha256(line);
    expect(line, "a record never holds its own hash").not.toContain(prev);
  }
  expect(manifest.head).toBe(prev);
  expect(manifest.first_occurred_at).toBe(JSON.parse(lines[0]!).occurred_at);
  expect(manifest.last_occurred_at).toBe(JSON.parse(lines.at(-1)!).occurred_at);

  expect(Object.keys(manifest.files).sort()).toEqual(["events.csv", "events.jsonl", "report.pdf"]);
  for (const [name, hash] of Object.entries(manifest.files)) expect(sha256(read(name)), name).toBe(hash);
  expect(manifest).toMatchObject({ sample: true, signed: false, anchored: false });

  // The CSV carries each line's hash, in line order.
  const rows = read("events.csv").toString("utf8").trimEnd().split("\r\n").slice(1);
  expect(rows.map((row) => row.split(",").at(-1))).toEqual(lines.map((line) => sha256(line)));
});

test("the site serves the pack's files as built", async ({ request }) => {
  for (const name of ["events.jsonl", "events.csv", "report.pdf", "manifest.json", "VERIFY.txt"]) {
    const response = await request.get(`/sample/${name}`);
    expect(response.status(), name).toBe(200);
    expect(Buffer.from(await response.body()).equals(read(name)), name).toBe(true);
  }
});
