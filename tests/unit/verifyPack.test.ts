// @vitest-environment node
import { chainEvents } from "../../src/content/evidenceChain";
import { sampleLog } from "../../src/content/sampleLog";
import { jsonlLines, readLog, verifyPack } from "../../src/components/sample/verifyPack";
import { SESSION } from "./sampleFixture";

const chain = chainEvents(SESSION);
const lines = chain.map(({ line }) => line);
const head = chain.at(-1)!.hash;
const ids = SESSION.events.map(({ event_id }) => event_id);
const built = await sampleLog("log.example/sample-log", lines, SESSION.log_private_key);
const proofs = Object.fromEntries(ids.map((id, at) => [id, built.proofs[at]!]));
const log = await readLog(built.checkpoint, built.vkey, proofs);
const edit = (index: number, change: (line: string) => string) =>
  lines.map((line, at) => (at === index ? change(line) : line));
const problems = (check: Awaited<ReturnType<typeof verifyPack>>) =>
  check.lines.map(({ inclusion }) => inclusion.problem);

describe("verifyPack (Web Crypto)", () => {
  it("verifies the intact pack: the same hashes the build made, the signature, and every proof step by step", async () => {
    const check = await verifyPack(lines, head, log);
    expect(check.verified).toBe(true);
    expect(check.signature).toBe("passed");
    expect(check.lines.map(({ hash }) => hash)).toEqual(chain.map(({ hash }) => hash));
    expect(check.lines.every(({ linked }) => linked)).toBe(true);
    expect(check.lines.map(({ eventId }) => eventId)).toEqual(ids);
    expect(problems(check)).toEqual([null, null, null, null]);
    expect(check.lines.map(({ inclusion }) => inclusion.steps.length)).toEqual([2, 2, 2, 2]);
    expect(check.lines.every(({ inclusion }) => inclusion.root === built.root)).toBe(true);
  });

  it("names the record after a changed one as the first break, and the changed one's proof fails", async () => {
    const check = await verifyPack(
      edit(1, (line) => line.replace('"access"', '"marketing"')),
      head,
      log,
    );
    expect(check.verified).toBe(false);
    expect(check.brokenAt).toBe(3);
    expect(check.lines.map(({ linked }) => linked)).toEqual([true, true, false, true]);
    expect(problems(check)).toEqual([null, "otherRoot", null, null]);
    expect(check.unproven).toBe(2);
  });

  it("names a record whose own prev_hash was changed, or that is no longer JSON", async () => {
    expect(
      (
        await verifyPack(
          edit(0, (line) => line.replace(/"prev_hash":"0/, '"prev_hash":"1')),
          head,
          log,
        )
      ).brokenAt,
    ).toBe(1);
    expect(
      (
        await verifyPack(
          edit(2, (line) => line.slice(1)),
          head,
          log,
        )
      ).brokenAt,
    ).toBe(3);
  });

  it("catches a removed record where the chain resumes; the others' proofs still hold", async () => {
    const check = await verifyPack(
      lines.filter((_, index) => index !== 1),
      head,
      log,
    );
    expect(check.brokenAt).toBe(2);
    expect(check.lines[1]!.eventId).toBe("e3");
    expect(problems(check)).toEqual([null, null, null]);
  });

  it("catches a changed last record, or records cut from the end, by the head", async () => {
    for (const changed of [edit(3, (line) => line.replace('"kyc"', '"marketing"')), lines.slice(0, -1)]) {
      const check = await verifyPack(changed, head, log);
      expect(check.brokenAt).toBeNull();
      expect(check.headMatches).toBe(false);
      expect(check.verified).toBe(false);
    }
  });

  it("fails a checkpoint whose root was changed after it was signed, and every proof against it", async () => {
    const [origin, size, , ...signature] = built.checkpoint.split("\n");
    const changed = [origin, size, Buffer.alloc(32, 7).toString("base64"), ...signature].join("\n");
    const check = await verifyPack(lines, head, await readLog(changed, built.vkey, proofs));
    expect(check.signature).toBe("failed");
    expect(check.verified).toBe(false);
    expect(problems(check)).toEqual(["otherCheckpoint", "otherCheckpoint", "otherCheckpoint", "otherCheckpoint"]);
  });

  it("fails a proof served for another record, and a record without a proof", async () => {
    const swapped = await readLog(built.checkpoint, built.vkey, { ...proofs, e2: proofs.e1!, e3: "<!doctype html>" });
    const check = await verifyPack(lines, head, swapped);
    expect(problems(check)).toEqual([null, "otherRoot", "unreadable", null]);
    expect([check.unproven, check.verified, check.signature]).toEqual([2, false, "passed"]);
  });

  it("reads events.jsonl's lines, the last ended by its newline", () => {
    expect(jsonlLines("a\nb\n")).toEqual(["a", "b"]);
    expect(jsonlLines("a\n\nb\n")).toEqual(["a", "", "b"]);
    expect(jsonlLines("a\nb")).toEqual(["a", "b"]);
  });
});
