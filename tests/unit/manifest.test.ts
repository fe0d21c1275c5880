// @vitest-environment node
import { createHash } from "node:crypto";
import { checkFiles, readManifest } from "../../src/evidence/manifest";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const bytes = (text: string) => new TextEncoder().encode(text);

describe("readManifest", () => {
  it("reads the head and the files' hashes, and nothing that lacks them", () => {
    const manifest = { format: "x", head: sha("h"), files: { "a.txt": sha("a") } };
    expect(readManifest(JSON.stringify(manifest))).toEqual({ head: sha("h"), files: { "a.txt": sha("a") } });
    for (const text of [
      "<!doctype html>",
      "[]",
      JSON.stringify({ ...manifest, head: "zz" }),
      JSON.stringify({ ...manifest, files: {} }),
      JSON.stringify({ ...manifest, files: { "a.txt": 3 } }),
    ])
      expect(readManifest(text), text).toBeNull();
  });
});

describe("checkFiles", () => {
  it("says which files match, which differ by one byte, and which were not given", async () => {
    const manifest = { head: sha("h"), files: { "a.txt": sha("a"), "b.txt": sha("b"), "c.txt": sha("c") } };
    expect(await checkFiles(manifest, { "a.txt": bytes("a"), "b.txt": bytes("B") })).toEqual({
      "a.txt": "matches",
      "b.txt": "differs",
      "c.txt": "missing",
    });
  });
});
