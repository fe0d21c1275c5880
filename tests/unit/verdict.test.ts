// @vitest-environment node
import { checkRecords, judge, type Subject } from "../../src/components/sample/verifier/checkRecords";
import { canonicalLine, isJsonObject, prettyRecord } from "../../src/components/sample/verifier/recordText";
import { applyChange, setFields } from "../../src/components/sample/verifier/tampering";
import { readLog, rewriteHistory } from "../../src/evidence/verifyPack";
import { packFixture } from "./packFixture";
import { SESSION } from "./sampleFixture";

const { files, lines, manifest } = await packFixture();
const proofs = Object.fromEntries(
  Object.entries(files)
    .filter(([path]) => path.startsWith("proofs/"))
    .map(([path, text]) => [path.slice(7, -11), text]),
);
const logFiles = {
  ...{
    checkpoint: files["log/checkpoint"]!,
    old: files["log/checkpoints/3"]!,
    consistency: files["log/consistency/3-4"]!,
  },
  ...{ policy: files["log/policy"]!, proofs },
};
const vkey = files["log/vkey"]!.trim();
const log = await readLog(logFiles, vkey);
const names = {
  checkpoint: "log/checkpoint",
  old: "log/checkpoints/3",
  consistency: "log/consistency/3-4",
  policy: "log/policy",
};
const page = (changed: Partial<Subject> = {}): Subject => ({
  ...{ lines, served: lines, head: manifest.head, log, own: false, names },
  ...changed,
});
const verdict = async (subject: Subject) => judge(await checkRecords(subject), []);

describe("the verdict on the page's own records, as each one-press change leaves them", () => {
  it("is verified as served", async () => {
    expect(await verdict(page())).toEqual({ state: "true", reason: null });
  });

  it("names a record whose blocked decision was turned to allowed, and the record after it", async () => {
    const changed = applyChange(lines, { at: 2, set: { decision: "allowed", reason: null } });
    expect(JSON.parse(changed[2]!)).toMatchObject({ decision: "allowed", reason: null });
    expect((await verdict(page({ lines: changed }))).reason).toEqual({ kind: "changed", n: 3, id: "e3", next: 4 });
  });

  it("names the last record changed against the manifest's head", async () => {
    const changed = applyChange(lines, { at: 3, set: { "consent.granted_at": "2030-01-01T03:00:00Z" } });
    expect(JSON.parse(changed[3]!).consent.granted_at).toBe("2030-01-01T03:00:00Z");
    expect((await verdict(page({ lines: changed }))).reason).toEqual({ kind: "changed", n: 4, id: "e4", next: null });
  });

  it("keeps a removed record's place and number, and names it with the record whose link it broke", async () => {
    const removed = applyChange(lines, { at: 1, remove: true });
    expect(removed.map((line) => line === null)).toEqual([false, true, false, false]);
    expect((await verdict(page({ lines: removed }))).reason).toEqual({ kind: "removed", n: 2, id: "e2", next: 3 });
    const last = applyChange(lines, { at: 3, remove: true });
    expect((await verdict(page({ lines: last }))).reason).toEqual({ kind: "removed", n: 4, id: "e4", next: null });
  });

  it("names a history rewritten and re-signed with the log's key as not consistent with the witnessed checkpoint", async () => {
    const rewritten = await rewriteHistory(lines, log, SESSION.log_private_key, 2, {
      decision: "allowed",
      reason: null,
    });
    const subject = page({ lines: rewritten.lines, head: rewritten.head, log: rewritten.log });
    expect((await verdict(subject)).reason).toEqual({ kind: "inconsistent", file: "log/consistency/3-4" });
  });

  it("names a record that is no longer JSON, and a proof served for another record", async () => {
    const broken = lines.map((line, at) => (at === 1 ? `${line.slice(0, -1)},` : line));
    expect((await verdict(page({ lines: broken }))).reason).toEqual({ kind: "notJson", n: 2 });
    const swapped = await readLog({ ...logFiles, proofs: { ...proofs, e2: proofs.e1! } }, vkey);
    expect((await verdict(page({ log: swapped }))).reason).toEqual({
      kind: "proof",
      n: 2,
      id: "e2",
      problem: "otherRoot",
    });
  });

  it("names a damaged consistency proof unreadable, and the checkpoint whose signature fails", async () => {
    const damaged = await readLog({ ...logFiles, consistency: logFiles.consistency.replace("old 3", "old 2") }, vkey);
    expect((await verdict(page({ log: damaged }))).reason).toEqual({
      kind: "consistencyUnreadable",
      file: "log/consistency/3-4",
    });
    const root = logFiles.old.split("\n")[2]!;
    const changed = logFiles.old.replace(root, `${root[0] === "A" ? "B" : "A"}${root.slice(1)}`);
    const resigned = await readLog({ ...logFiles, old: changed }, vkey);
    expect((await verdict(page({ log: resigned }))).reason).toEqual({
      kind: "signatureFailed",
      file: "log/checkpoints/3",
    });
  });
});

describe("records as a reader edits them", () => {
  it("shows a line indented and hashes the text typed back in its canonical form", () => {
    const pretty = prettyRecord(lines[0]!);
    expect(pretty.split("\n").length).toBeGreaterThan(10);
    expect(canonicalLine(pretty)).toBe(lines[0]);
    expect(canonicalLine(pretty.replace('"seq": 1', '"seq": 1.0'))).toBe(lines[0]);
    expect(canonicalLine("{ not json")).toBe("{ not json");
    expect(canonicalLine("[".repeat(20_000))).toBe("[".repeat(20_000));
    expect([isJsonObject(lines[0]!), isJsonObject("[]"), isJsonObject("{")]).toEqual([true, false, false]);
  });

  it("sets a nested field and keeps the line canonical", () => {
    expect(setFields('{"b":1,"a":{"y":2,"x":1}}', { "a.x": 3 })).toBe('{"a":{"x":3,"y":2},"b":1}');
  });
});
