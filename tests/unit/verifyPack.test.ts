// @vitest-environment node
import { sampleLog } from "../../src/evidence/sampleLog";
import { hex } from "../../src/evidence/bytes";
import { jsonlLines } from "../../src/evidence/records";
import { readLog, rewriteHistory, verifyPack } from "../../src/evidence/verifyPack";
import { packFixture } from "./packFixture";
import { SESSION } from "./sampleFixture";

const { chain, lines, ids, manifest, witness, log: built } = await packFixture();
const { head } = manifest;
const cosigned = SESSION.cosigned.map(({ size, at }) => ({ size, time: Date.parse(at) / 1000 }));
const proofs = Object.fromEntries(ids.map((id, at) => [id, built.proofs[at]!]));
const files = {
  ...{ checkpoint: built.checkpoint, old: built.oldCheckpoint, consistency: built.consistency, policy: built.policy },
  proofs,
};
const load = (changed: Partial<typeof files> = {}) => readLog({ ...files, ...changed }, built.vkey);
const log = await load();
const edit = (index: number, change: (line: string) => string) =>
  lines.map((line, at) => (at === index ? change(line) : line));
const problems = (check: Awaited<ReturnType<typeof verifyPack>>) =>
  check.links.map(({ inclusion }) => inclusion.problem);

describe("verifyPack (Web Crypto)", () => {
  it("verifies the intact pack: the same hashes the build made, the signature, and every proof step by step", async () => {
    const check = await verifyPack(lines, head, log);
    expect(check.verified).toBe(true);
    expect([check.problem, check.unchecked]).toEqual([null, false]);
    expect(check.links.map(({ hash }) => hash)).toEqual(chain.map(({ hash }) => hash));
    expect(check.links.every(({ linked }) => linked)).toBe(true);
    expect(check.links.map(({ eventId }) => eventId)).toEqual(ids);
    expect(problems(check)).toEqual([null, null, null, null]);
    expect(check.links.map(({ inclusion }) => inclusion.steps.length)).toEqual([2, 2, 2, 2]);
    expect(check.links.every(({ inclusion }) => inclusion.root === built.root)).toBe(true);
  });

  it("names the record after a changed one as the first break, and the changed one's proof fails", async () => {
    const check = await verifyPack(
      edit(1, (line) => line.replace('"access"', '"marketing"')),
      head,
      log,
    );
    expect(check.verified).toBe(false);
    expect(check.brokenAt).toBe(3);
    expect(check.links.map(({ linked }) => linked)).toEqual([true, true, false, true]);
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
    expect(check.links[1]!.eventId).toBe("e3");
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
    const check = await verifyPack(lines, head, await load({ checkpoint: changed }));
    expect(check.problem).toBe("signatureFailed");
    expect(check.verified).toBe(false);
    expect(problems(check)).toEqual(["otherCheckpoint", "otherCheckpoint", "otherCheckpoint", "otherCheckpoint"]);
  });

  it("fails a proof served for another record, and a record without a proof", async () => {
    const swapped = await load({ proofs: { ...proofs, e2: proofs.e1!, e3: "<!doctype html>" } });
    const check = await verifyPack(lines, head, swapped);
    expect(problems(check)).toEqual([null, "otherRoot", "unreadable", null]);
    expect([check.unproven, check.verified, check.problem]).toEqual([2, false, null]);
  });

  it("reads events.jsonl's lines, the last ended by its newline", () => {
    expect(jsonlLines("a\nb\n")).toEqual(["a", "b"]);
    expect(jsonlLines("a\n\nb\n")).toEqual(["a", "", "b"]);
    expect(jsonlLines("a\nb")).toEqual(["a", "b"]);
  });

  it("checks both checkpoints' signatures and cosignatures, the older cosigned first, and the consistency step by step", async () => {
    expect([log.old, log.current].map(({ size, signature }) => [size, signature.result])).toEqual([
      [3, "passed"],
      [4, "passed"],
    ]);
    expect([log.old.cosignature, log.current.cosignature]).toEqual(
      cosigned.map(({ time }) => ({ result: "passed", time })),
    );
    expect(log.consistency).toMatchObject({ ok: true, sn: 0, fr: hex(log.old.root), sr: log.root });
    expect(log.consistency!.steps.length).toBeGreaterThan(0);
  });

  it("fails a consistency proof with one hash changed as inconsistent: a rewritten history looks the same", async () => {
    const [oldLine, first, ...rest] = built.consistency.split("\n");
    const flipped = `${first![0] === "A" ? "B" : "A"}${first!.slice(1)}`;
    const check = await verifyPack(lines, head, await load({ consistency: [oldLine, flipped, ...rest].join("\n") }));
    expect([check.problem, check.verified]).toEqual(["inconsistent", false]);
  });

  it("reads a damaged consistency proof as unreadable, never as a rewritten history", async () => {
    const [oldLine, ...rest] = built.consistency.split("\n");
    const damaged = {
      "another old size": built.consistency.replace("old 3", "old 2"),
      "a hash dropped": [oldLine, ...rest.slice(1)].join("\n"),
      "a hash too many": [oldLine, rest[0], ...rest].join("\n"),
      "cut inside a hash": built.consistency.slice(0, oldLine!.length + 20),
      "cut before its checkpoint": built.consistency.slice(0, built.consistency.indexOf("\n\n")),
      "not a proof": "<!doctype html><p>Blocked</p>",
    };
    for (const [how, consistency] of Object.entries(damaged)) {
      const check = await verifyPack(lines, head, await load({ consistency }));
      expect([check.problem, check.verified, check.log.consistency], how).toEqual([
        "consistencyUnreadable",
        false,
        null,
      ]);
    }
  });

  it("verifies a checkpoint that carries a second line under the log's name by another key, as a key rotation does", async () => {
    const other = await sampleLog("log.example/sample-log", lines, SESSION.witness_private_key, witness);
    const rotation = other.checkpoint.split("\n")[4]!;
    expect(rotation.startsWith("— log.example/sample-log ")).toBe(true);
    const rotated = `${built.checkpoint}${rotation}\n— log.example/sample-log not-base64!\n`;
    const check = await verifyPack(lines, head, await load({ checkpoint: rotated }));
    expect([check.verified, check.problem, problems(check)]).toEqual([true, null, [null, null, null, null]]);
    expect(check.log.consistency?.ok).toBe(true);
  });

  it("reads a damaged inclusion proof as unreadable, and a record with no proof as missing", async () => {
    const [format, index, , ...rest] = proofs.e2!.split("\n");
    const dropped = [format, index, ...rest].join("\n");
    const outside = proofs.e2!.replace("index 1", "index 9");
    const { e4: _gone, ...fewer } = proofs;
    const check = await verifyPack(lines, head, await load({ proofs: { ...fewer, e2: dropped, e3: outside } }));
    expect(problems(check)).toEqual([null, "unreadable", "unreadable", "missing"]);
    expect(check.log.consistency?.ok).toBe(true);
  });

  it("takes the witnesses and the quorum from the policy, and names a policy it cannot read or that names another log", async () => {
    const [logLine, witnessLine] = built.policy.split("\n");
    const twoNeeded = `${logLine}\n${witnessLine}\nwitness other ${built.vkey.replace("sample-log", "other")}\ngroup both all sample-witness other\nquorum both\n`;
    expect((await verifyPack(lines, head, await load({ policy: twoNeeded }))).problem).toBe("cosignatureMissing");
    const none = `${logLine}\nquorum none\n`;
    expect((await verifyPack(lines, head, await load({ policy: none }))).verified).toBe(true);
    for (const policy of ["", "log\nquorum x\n", built.policy.replace(built.vkey, `${built.vkey}x`)])
      expect((await verifyPack(lines, head, await load({ policy }))).problem, policy).toBe("policyUnreadable");
  });

  it("fails a checkpoint without the witness's line, but ignores a signature line it does not know", async () => {
    const unwitnessed = built.checkpoint.split("\n").slice(0, 5).join("\n") + "\n";
    const bare = await verifyPack(lines, head, await load({ checkpoint: unwitnessed }));
    expect([bare.problem, bare.log.current.cosignature.result, problems(bare)]).toEqual([
      "cosignatureMissing",
      "missing",
      [null, null, null, null],
    ]);
    const more = await verifyPack(
      lines,
      head,
      await load({ checkpoint: `${built.checkpoint}— other.example/w AAAA\n` }),
    );
    expect([more.verified, problems(more)]).toEqual([true, [null, null, null, null]]);
  });

  it("fails a checkpoint whose witness line was changed, naming the cosignature", async () => {
    const lines5 = built.checkpoint.split("\n");
    const last = lines5[5]!;
    lines5[5] = `${last.slice(0, -4)}${last.slice(-4, -3) === "A" ? "B" : "A"}${last.slice(-3)}`;
    const check = await verifyPack(lines, head, await load({ checkpoint: lines5.join("\n") }));
    expect([check.problem, check.log.current.cosignature.result]).toEqual(["cosignatureFailed", "failed"]);
  });

  it("fails an older checkpoint cosigned after the current one", async () => {
    const late = { ...witness, cosigned: [{ size: 3, at: "2030-01-02T04:00:01Z" }, SESSION.cosigned[1]!] };
    const rebuilt = await sampleLog("log.example/sample-log", lines, SESSION.log_private_key, late);
    const check = await verifyPack(lines, head, await load({ old: rebuilt.oldCheckpoint }));
    expect(check.problem).toBe("cosignatureOrder");
  });

  it("does not read an HTML page as a checkpoint", async () => {
    await expect(load({ checkpoint: "<!doctype html><p>Blocked</p>" })).rejects.toThrow();
  });

  it("catches a history rewritten and re-signed with the log's own key: it is not consistent with the witnessed checkpoint", async () => {
    const rewritten = await rewriteHistory(lines, log, SESSION.log_private_key, 2, {
      decision: "allowed",
      reason: null,
    });
    expect(JSON.parse(rewritten.lines[2]!)).toMatchObject({ decision: "allowed", reason: null });
    const check = await verifyPack(rewritten.lines, rewritten.head, rewritten.log);
    expect([check.brokenAt, check.headMatches, problems(check)]).toEqual([null, true, [null, null, null, null]]);
    expect(rewritten.log.current.signature.result).toBe("passed");
    expect(rewritten.log.current.cosignature.result).toBe("missing");
    expect(rewritten.log.consistency?.ok).toBe(false);
    expect([check.problem, check.verified]).toEqual(["inconsistent", false]);
  });

  it("rebuilds the same log when the rewrite changes nothing", async () => {
    const same = await rewriteHistory(lines, log, SESSION.log_private_key, 2, {});
    expect(same.lines).toEqual(lines);
    expect(same.log.root).toBe(log.root);
    expect(same.log.consistency?.ok).toBe(true);
  });
});
