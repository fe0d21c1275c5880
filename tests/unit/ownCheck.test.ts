// @vitest-environment node
import { checkOwnCopy, type Published } from "../../src/components/sample/verifier/ownCheck";
import { FILE_BYTES_LIMIT, packPathOf, readGivenFiles } from "../../src/components/sample/verifier/ownFiles";
import { sampleLog } from "../../src/evidence/sampleLog";
import { packFixture } from "./packFixture";

const { files, log, ids, lines, witness } = await packFixture();
// The names the recipe saves each file under, as samplePack.ts's savedAs makes them.
const saved: Record<string, string> = {
  "log/checkpoint": "checkpoint.txt",
  "log/checkpoints/3": "checkpoints-3.txt",
  "log/consistency/3-4": "consistency-3-4.txt",
  "log/vkey": "vkey.txt",
  "log/policy": "policy.txt",
};
const packFiles = Object.keys(files).map((path) => ({ path, saved: saved[path] ?? path.split("/").at(-1)! }));
const published: Published = {
  vkey: log.vkey,
  witnessVkey: log.witnessVkey,
  policy: log.policy,
  files: packFiles,
  paths: {
    checkpoint: "log/checkpoint",
    old: "log/checkpoints/3",
    consistency: "log/consistency/3-4",
    policy: "log/policy",
    vkey: "log/vkey",
    witness: "log/witness.vkey",
  },
};
const asFiles = (texts: Record<string, string>, names: "saved" | "served" = "saved") =>
  Object.entries(texts).map(
    ([path, text]) =>
      new File(
        [text],
        names === "saved" ? packFiles.find((file) => file.path === path)!.saved : path.split("/").at(-1)!,
      ),
  );
const check = async (texts: Record<string, string>, names: "saved" | "served" = "saved") => {
  const { given, refused } = await readGivenFiles(asFiles(texts, names), packFiles);
  return { refused, ...(await checkOwnCopy(given, published)) };
};

describe("packPathOf", () => {
  it("knows each file by the recipe's name, its served name, and its served name with the .txt a browser adds", () => {
    for (const [name, path] of [
      ["checkpoint.txt", "log/checkpoint"],
      ["checkpoint", "log/checkpoint"],
      ["checkpoints-3.txt", "log/checkpoints/3"],
      ["3", "log/checkpoints/3"],
      ["3.txt", "log/checkpoints/3"],
      ["3-4", "log/consistency/3-4"],
      ["witness.vkey", "log/witness.vkey"],
      ["policy.txt", "log/policy"],
      ["e2.tlog-proof", "proofs/e2.tlog-proof"],
      ["e9.tlog-proof.txt", "proofs/e9.tlog-proof"],
      ["manifest.json", "manifest.json"],
    ])
      expect(packPathOf(name!, packFiles), name).toBe(path);
    for (const name of ["notes.txt", "checkpoint (1).txt", "../checkpoint"])
      expect(packPathOf(name, packFiles)).toBeNull();
  });
});

describe("checkOwnCopy", () => {
  it("verifies the pack as downloaded, under the recipe's names or the served ones, and checks nothing in VERIFY.txt", async () => {
    for (const names of ["saved", "served"] as const) {
      const { verdict, files: statuses, refused } = await check(files, names);
      expect([verdict, refused], names).toEqual([{ state: "true", reason: null }, []]);
      expect(statuses.filter(({ status }) => status !== "ok").map(({ path, status }) => `${path} ${status}`)).toEqual([
        "VERIFY.txt ignored",
      ]);
    }
  });

  it("names the record whose one byte changed, and events.jsonl as not the file the manifest lists", async () => {
    const events = files["events.jsonl"]!.replace('"purpose":"access"', '"purpose":"accesS"');
    const { verdict, files: statuses } = await check({ ...files, "events.jsonl": events });
    expect(verdict).toEqual({ state: "false", reason: { kind: "changed", n: 2, id: "e2", next: 3 } });
    expect(statuses.find(({ path }) => path === "events.jsonl")?.status).toBe("fails");
    expect(statuses.find(({ path }) => path === "proofs/e2.tlog-proof")?.status).toBe("fails");
  });

  it("names the checkpoint signed with another key by its signature", async () => {
    const other = await packFixtureSignedBy("EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    const { verdict } = await check({ ...files, "log/checkpoint": other });
    expect(verdict).toEqual({ state: "false", reason: { kind: "signatureFailed", file: "checkpoint.txt" } });
  });

  it("names a missing file without calling anything tampered; what was given still holds", async () => {
    const { "log/consistency/3-4": _gone, [`proofs/${ids[1]}.tlog-proof`]: _proof, ...rest } = files;
    const { verdict, files: statuses } = await check(rest);
    expect(verdict).toEqual({
      state: "incomplete",
      reason: { kind: "missing", files: ["consistency-3-4.txt", "e2.tlog-proof"] },
    });
    expect(statuses.filter(({ status }) => status === "fails")).toEqual([]);
  });

  it("names a key or a policy that is not the published one, and a checkpoint that is not one", async () => {
    expect((await check({ ...files, "log/vkey": "someone.else+00000000+AAAA\n" })).verdict.reason).toEqual({
      kind: "notPublished",
      file: "vkey.txt",
    });
    expect((await check({ ...files, "log/checkpoints/3": "<!doctype html>" })).verdict.reason).toEqual({
      kind: "unreadableFile",
      file: "checkpoints-3.txt",
    });
  });

  it("holds for files copied through Windows (CRLF log files), as the recipe does", async () => {
    const crlf = Object.fromEntries(
      Object.entries(files).map(([path, text]) => [
        path,
        path.startsWith("log/") || path.startsWith("proofs/") ? text.replaceAll("\n", "\r\n") : text,
      ]),
    );
    expect((await check(crlf)).verdict.state).toBe("true");
  });

  it("refuses, unread, a file larger than any of the pack's, and more files than a folder holds", async () => {
    const huge = {
      name: "events.jsonl",
      size: FILE_BYTES_LIMIT + 1,
      arrayBuffer: () => Promise.reject(new Error("read")),
    };
    const { given, refused } = await readGivenFiles([huge as unknown as File], packFiles);
    expect([given.size, refused]).toEqual([0, [{ name: "events.jsonl", why: "tooLarge" }]]);
    const many = Array.from({ length: 65 }, (_, at) => new File(["x"], `${at}.tlog-proof`));
    expect((await readGivenFiles(many, packFiles)).refused).toEqual([{ name: "65", why: "tooMany" }]);
  });
});

/** The fixture's current checkpoint, signed by the log's name with another seed: another key's checkpoint. */
async function packFixtureSignedBy(seed: string) {
  return (await sampleLog("log.example/sample-log", lines, seed, witness)).checkpoint;
}
