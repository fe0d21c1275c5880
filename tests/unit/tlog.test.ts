// @vitest-environment node
import { fromBase64, hex, keyId, leafHash, merkleTree, rootFromInclusion, verifyNote } from "../../src/lib/tlog";
import vectors from "./fixtures/merkle-vectors.json";

const bytes = (hexText: string) => Uint8Array.from(hexText.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const treeOf = async (size: number) =>
  merkleTree(await Promise.all(vectors.leafInputsHex.slice(0, size).map((input) => leafHash(bytes(input)))));
const b64hex = (text: string) => hex(fromBase64(text));

describe("the RFC 6962 tree, against transparency-dev/merkle's vectors", () => {
  it("has the reference root at every size from 1 to 8", async () => {
    for (const [at, root] of vectors.rootHashesHex.entries()) expect(hex((await treeOf(at + 1)).root)).toBe(root);
  });

  it("gives each reference leaf its reference inclusion proof", async () => {
    const happy = vectors.inclusion.filter((probe) => !probe.wantErr);
    expect(happy.length).toBeGreaterThan(3);
    for (const probe of happy) {
      const tree = await treeOf(probe.treeSize);
      expect(hex(tree.root), probe.file).toBe(b64hex(probe.root));
      expect(tree.proofs[probe.leafIdx]!.map(hex), probe.file).toEqual((probe.proof ?? []).map(b64hex));
    }
  });

  it("verifies each happy path to its root and refuses every case that must fail", async () => {
    for (const probe of vectors.inclusion) {
      const proof = (probe.proof ?? []).map(fromBase64);
      const found = await rootFromInclusion(probe.leafIdx, probe.treeSize, fromBase64(probe.leafHash), proof);
      expect(found?.root === b64hex(probe.root), probe.file).toBe(!probe.wantErr);
    }
    expect(vectors.inclusion.filter((probe) => probe.wantErr).length).toBeGreaterThan(10);
  });

  it("proves every leaf of every tree up to 8 leaves with its own proofs, printing each step", async () => {
    for (let size = 1; size <= 8; size++) {
      const tree = await treeOf(size);
      const leaves = await Promise.all(vectors.leafInputsHex.map((input) => leafHash(bytes(input))));
      for (let m = 0; m < size; m++) {
        const found = await rootFromInclusion(m, size, leaves[m]!, tree.proofs[m]!);
        expect(found?.root, `leaf ${m} of ${size}`).toBe(hex(tree.root));
        expect(found?.steps.at(-1)?.[2] ?? hex(leaves[m]!)).toBe(hex(tree.root));
      }
    }
  });
});

// C2SP signed-note.md, "Example" (C2SP/C2SP at 5ba5ee8).
const EXAMPLE_VKEY = "example.com/foo+530d903a+AekyeRrm56hApGFkyQR4ZCbV54Id2LKaANYcrnKv3U2k";
const EXAMPLE_NOTE =
  "This is an example message.\n\n— example.com/foo Uw2QOkn8srV1yJGh2VYRlL1Tnagv1YEq6TfXppzi2ONncAlTgK7Ztg1ERYNZXsYjOBH3mFXmRKuwHjG1Yu72IneyaQM=\n";

describe("C2SP signed notes, against signed-note.md's example", () => {
  afterEach(() => vi.restoreAllMocks());

  it("derives the example's key ID from its name and key", async () => {
    const [name, id, key] = EXAMPLE_VKEY.split("+") as [string, string, string];
    expect(hex(await keyId(name, fromBase64(key).slice(1)))).toBe(id);
  });

  it("verifies the example note, and fails it once one byte of its text changes", async () => {
    expect(await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY)).toBe("passed");
    expect(await verifyNote(EXAMPLE_NOTE.replace("example message", "examplf message"), EXAMPLE_VKEY)).toBe("failed");
  });

  it("finds no signature by a key of another name or ID", async () => {
    expect(await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY.replace("foo+", "bar+"))).toBe("failed");
    expect(await verifyNote(EXAMPLE_NOTE.replace("— example.com/foo", "— example.com/bar"), EXAMPLE_VKEY)).toBe(
      "failed",
    );
  });

  it("says unchecked, never passed, where the browser has no Ed25519 (Safari 16), as Safari's importKey refuses it", async () => {
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValue(
      new DOMException("Algorithm: Unrecognized name", "NotSupportedError"),
    );
    expect(await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY)).toBe("unchecked");
  });
});
