import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect, test } from "@playwright/test";
import { packFile as read, packPaths, sha256 } from "./samplePage";

// The pack as the build wrote it (the web servers of playwright.config.ts built dist/ and, as
// Vercel would, .e2e-dist/cors/ for this run), checked with Node's crypto, openssl and python3,
// as anyone would check it by hand.
const PACK = packPaths();

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
  expect(manifest).toMatchObject({ sample: true, anchored: false });
  expect(manifest.signed).toMatch(/sample log key.*sample witness/);
  expect(`${manifest.log.witness_vkey}\n`).toBe(read("log/witness.vkey").toString("utf8"));
  for (const name of [...manifest.log.checkpoints, manifest.log.consistency, manifest.log.policy])
    expect(PACK, name).toContain(name);
  expect(`${manifest.log.vkey}\n`).toBe(read("log/vkey").toString("utf8"));
  expect(Buffer.from(manifest.log.root, "hex").toString("base64")).toBe(
    read("log/checkpoint").toString().split("\n")[2],
  );
  expect(read("VERIFY.txt").includes(manifest.log.vkey)).toBe(true);

  // The CSV carries each line's hash, in line order.
  const rows = read("events.csv").toString("utf8").trimEnd().split("\r\n").slice(1);
  expect(rows.map((row) => row.split(",").at(-1))).toEqual(lines.map((line) => sha256(line)));
});

test("two builds make the same pack, byte for byte", () => {
  const other = new URL("../../.e2e-dist/cors/sample/", import.meta.url);
  expect(PACK.length).toBeGreaterThan(8);
  for (const name of PACK) expect(readFileSync(new URL(name, other)).equals(read(name)), name).toBe(true);
});

test("the site serves every file of the pack as built, each with its type", async ({ request }) => {
  const types: [RegExp, string][] = [
    [/\.jsonl$/, "application/jsonl"],
    [/\.csv$/, "text/csv"],
    [/\.pdf$/, "application/pdf"],
    [/\.json$/, "application/json"],
    [/(\.txt|\.py|\.tlog-proof|^log\/.*)$/, "text/plain"],
  ];
  for (const name of PACK) {
    const response = await request.get(`/sample/${name}`);
    expect(response.status(), name).toBe(200);
    expect(Buffer.from(await response.body()).equals(read(name)), name).toBe(true);
    expect(response.headers()["content-type"], name).toContain(types.find(([pattern]) => pattern.test(name))![1]);
  }
});

test("by hand, in a folder of downloaded files: openssl checks both signatures on both checkpoints and the scripts the consistency and a proof, as VERIFY.txt says, and each fails after one byte changes", async ({
  request,
}) => {
  const folder = mkdtempSync(join(tmpdir(), "sample-by-hand-"));
  const verify = await (await request.get("/sample/VERIFY.txt")).text();
  for (const [, name, saved] of verify.matchAll(/^- (\S+?)(?:, saved as (\S+))?$/gm))
    writeFileSync(join(folder, saved ?? basename(name!)), await (await request.get(`/sample/${name}`)).body());
  // Each numbered step's commands, indented six spaces; the last four: the log's signature, the witness's
  // cosignature (after the signature's step, for the same checkpoint), the consistency proof, one inclusion proof.
  // A line ending in a backslash goes on in the next, as in a shell.
  const steps = verify
    .split(/\n(?=\d+\. )/)
    .map((step) =>
      [...step.matchAll(/^ {6}(.+)$/gm)]
        .map(([, line]) => line!)
        .reduce<string[]>(
          (commands, line) =>
            commands.at(-1)?.endsWith("\\")
              ? [...commands.slice(0, -1), `${commands.at(-1)!.slice(0, -1)} ${line.trim()}`]
              : [...commands, line],
          [],
        ),
    );
  const run = (commands: string[]) => spawnSync("sh", ["-c", commands.join(" && ")], { cwd: folder, encoding: "utf8" });
  const [signature, cosignature, consistency, proof] = steps.slice(-4) as [string[], string[], string[], string[]];
  const old = /checkpoints-\S+/.exec(consistency.join(" "))![0];
  const signed = (checkpoint = "checkpoint.txt") =>
    [...signature, ...cosignature].map((line) => line.replace(/^c=checkpoint\.txt$/, `c=${checkpoint}`));
  const verified = (commands: string[]) =>
    (run(commands).stdout.match(/Signature Verified Successfully/g) ?? []).length;
  const edit = (name: string, change: (text: string) => string) => {
    const text = readFileSync(join(folder, name), "utf8");
    writeFileSync(join(folder, name), change(text));
    return () => writeFileSync(join(folder, name), text);
  };
  const flip = (text: string, line: number) =>
    text.replace(new RegExp(`^((?:.*\\n){${line}})(.)`), (_, head, c) => head + (c === "A" ? "B" : "A"));
  const intact = () => {
    for (const checkpoint of ["checkpoint.txt", old]) expect(verified(signed(checkpoint)), checkpoint).toBe(2);
    expect(run(consistency)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^OK/m) });
    expect(run(proof)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^OK/m) });
  };

  intact();
  // One byte of the current checkpoint's root changed: both signatures, the consistency and the proof fail.
  let restore = edit("checkpoint.txt", (text) => flip(text, 2));
  expect(verified(signed())).toBe(0);
  for (const check of [consistency, proof]) expect(run(check).status).not.toBe(0);
  restore();
  // One byte of the older checkpoint's root changed: its signatures and the consistency fail.
  restore = edit(old, (text) => flip(text, 2));
  expect(verified(signed(old))).toBe(0);
  expect(run(consistency)).toMatchObject({ status: 1, stderr: expect.stringMatching(/^FAILED/) });
  restore();
  // A signature line whose key ID is not its key's: the log's fails step 4, the witness's step 5 (the other holds).
  const keyIdChanged = (text: string, name: string) =>
    text.replace(new RegExp(`^(— \\S*${name} )(\\S+)$`, "m"), (_, head: string, base64: string) => {
      const raw = Buffer.from(base64, "base64");
      raw[0] = raw[0]! ^ 1;
      return head + raw.toString("base64");
    });
  const witnessed = () => verified([...signature.slice(2, 4), ...cosignature]);
  restore = edit("checkpoint.txt", (text) => keyIdChanged(text, "sample-log"));
  expect([verified(signature), witnessed()]).toEqual([0, 1]);
  expect(run(signature).stdout).not.toMatch(/Key ID OK/);
  restore();
  restore = edit("checkpoint.txt", (text) => keyIdChanged(text, "sample-witness"));
  expect([verified(signature), witnessed()]).toEqual([1, 0]);
  expect(run([...signature.slice(2, 4), ...cosignature]).stdout).not.toMatch(/Key ID OK/);
  restore();
  // Without the witness's line, the policy's quorum is not met: both proofs fail, the log's signature holds.
  restore = edit("checkpoint.txt", (text) => text.replace(/^— \S*sample-witness .*\n/m, ""));
  expect(verified(signature)).toBe(1);
  for (const check of [consistency, proof])
    expect(run(check)).toMatchObject({ status: 1, stderr: expect.stringMatching(/^FAILED: .*quorum/) });
  restore();
  // A line by another key under the log's name, as a key rotation adds, and one that is not base64: both proofs hold.
  restore = edit(
    "checkpoint.txt",
    (text) => `${text}— ${/^(\S+)/.exec(text)![1]} AAAAAAAA\n— x.example/w not-base64\n`,
  );
  for (const check of [consistency, proof])
    expect(run(check)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^OK/m) });
  restore();
  // One byte of a hash of the consistency proof changed: it fails; the checkpoints' signatures hold.
  const proofFile = /consistency-\S+/.exec(consistency.join(" "))![0];
  restore = edit(proofFile, (text) => flip(text, 1));
  expect(run(consistency)).toMatchObject({ status: 1, stderr: expect.stringMatching(/^FAILED/) });
  expect(verified(signed())).toBe(2);
  restore();
  // The files as a copy through Windows leaves them (CRLF), or a checkpoint without its final newline: all still hold.
  for (const name of ["checkpoint.txt", old, proofFile]) edit(name, (text) => text.replaceAll("\n", "\r\n"));
  intact();
  edit("checkpoint.txt", (text) => text.replaceAll("\r\n", "\n").slice(0, -1));
  intact();
  // One byte of the proven record changed: its proof fails, the signature still holds.
  const event = /"event_id":"([^"]+)"/.exec(proof.join("\n"))![1];
  const seq = new RegExp(`("event_id":"${event}".*?"seq":)(\\d)`);
  edit("events.jsonl", (text) =>
    text.replace(seq, (_, head: string, digit: string) => head + (digit === "9" ? "8" : "9")),
  );
  expect(verified(signed())).toBe(2);
  expect(run(proof)).toMatchObject({ status: 1, stderr: expect.stringMatching(/^FAILED/) });
});
