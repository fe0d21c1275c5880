// @vitest-environment node
import { checkConsistency, consistencyProof, fromBase64, hex, keyId, leafHash, merkleTree } from "../../src/lib/tlog";
import { rootFromInclusion, signatureLine, verifyNote } from "../../src/lib/tlog";
import consistency from "./fixtures/consistency-vectors.json";
import vectors from "./fixtures/merkle-vectors.json";
import notes from "./fixtures/note-vectors.json";

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
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY)).result).toBe("passed");
    const changed = EXAMPLE_NOTE.replace("example message", "examplf message");
    expect((await verifyNote(changed, EXAMPLE_VKEY)).result).toBe("failed");
  });

  it("finds no signature by a key of another name or ID, and ignores lines it does not know", async () => {
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY.replace("foo+", "bar+"))).result).toBe("missing");
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY.replace("+530d", "+630d"))).result).toBe("missing");
    const renamed = EXAMPLE_NOTE.replace("— example.com/foo", "— example.com/bar");
    expect((await verifyNote(renamed, EXAMPLE_VKEY)).result).toBe("missing");
    const more = `${EXAMPLE_NOTE}— other.example/witness AAAA\n— example.com/foo+x AAAA\n`;
    expect((await verifyNote(more, EXAMPLE_VKEY)).result).toBe("passed");
  });

  it("says unchecked, never passed, where the browser has no Ed25519 (Safari 16), as Safari's importKey refuses it", async () => {
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValue(
      new DOMException("Algorithm: Unrecognized name", "NotSupportedError"),
    );
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY)).result).toBe("unchecked");
  });
});

describe("a real signed note: sum.golang.org's checkpoint of 2024-09-23, with the key that ships in Go", () => {
  it("verifies, and fails once its size or root changes", async () => {
    const { note, vkey } = notes.goSumDB;
    expect((await verifyNote(note, vkey)).result).toBe("passed");
    expect((await verifyNote(note.replace("30055305", "30055306"), vkey)).result).toBe("failed");
    expect((await verifyNote(note.replace("mXfg", "mXfh"), vkey)).result).toBe("failed");
  });
});

describe("C2SP cosignature/v1, against sigsum-go's vector", () => {
  const { seed, body, lines, time } = notes.cosignature;
  const vkey = "example.org/witness+cacf2e50+BGbguFjkYqYJ5m/nE3DIFtiEb/ED1UmaIqf+w3/bxCSn";
  const note = (signatures: string[]) => `${body}\n${signatures.join("\n")}\n`;

  it("derives the witness's key ID with type 0x04", async () => {
    expect(
      hex(
        await keyId("example.org/witness", fromBase64(vkey.slice("example.org/witness+cacf2e50+".length)).slice(1), 4),
      ),
    ).toBe("cacf2e50");
  });

  it("verifies its line and reads its time, skipping the line with another key ID, another name or another length", async () => {
    expect(await verifyNote(note(lines), vkey)).toEqual({ result: "passed", time });
    expect((await verifyNote(note([lines[0]!, lines[2]!]), vkey)).result).toBe("missing");
    expect((await verifyNote(note([lines[3]!]), vkey)).result).toBe("failed");
  });

  it("fails it once the time or the checkpoint changes", async () => {
    const [name, raw] = [lines[1]!.split(" ").slice(0, 2).join(" "), fromBase64(lines[1]!.split(" ")[2]!)];
    raw[11] = raw[11]! + 1; // 1235 in place of 1234
    expect(await verifyNote(note([`${name} ${Buffer.from(raw).toString("base64")}`]), vkey)).toEqual({
      result: "failed",
      time: time + 1,
    });
    expect((await verifyNote(note([lines[1]!]).replace("\n10\n", "\n11\n"), vkey)).result).toBe("failed");
  });

  it("signs the same line from the seed, as the sample witness does", async () => {
    expect(await signatureLine(body, vkey, seed, time)).toBe(`${lines[1]}\n`);
  });
});

describe("consistency proofs (RFC 9162 §2.1.4), against transparency-dev/merkle's vectors", () => {
  const hashes = (list: string[] | null) => (list ?? []).map(fromBase64);

  it("accepts every happy path and refuses every case that must fail", async () => {
    expect(consistency.cases.length).toBe(98);
    expect(consistency.cases.filter((probe) => probe.wantErr).length).toBeGreaterThan(60);
    for (const probe of consistency.cases) {
      const { size1, size2, root1, root2, proof } = probe;
      const { ok } = await checkConsistency(size1, size2, fromBase64(root1), fromBase64(root2), hashes(proof));
      // The one convention apart: from an empty tree, C2SP tlog-witness accepts the empty proof the Go library refuses.
      const want = !probe.wantErr || (size1 === 0 && size2 === 0 && root1 === root2 && !proof?.length);
      expect(ok, probe.file).toBe(want);
    }
  });

  it("makes the reference proofs, and its proofs hold for every pair of sizes up to 8, and fail for a changed leaf", async () => {
    const leaves = await Promise.all(vectors.leafInputsHex.map((input) => leafHash(bytes(input))));
    for (const probe of consistency.cases.filter(
      (probe) => !probe.wantErr && probe.size1 > 0 && probe.size1 < probe.size2,
    ))
      expect((await consistencyProof(probe.size1, leaves.slice(0, probe.size2))).map(hex), probe.file).toEqual(
        hashes(probe.proof).map(hex),
      );
    const changed = [await leafHash("changed"), ...leaves.slice(1)];
    for (let n = 2; n <= 8; n++)
      for (let m = 1; m < n; m++) {
        const [r1, r2] = [(await treeOf(m)).root, (await treeOf(n)).root];
        const proof = await consistencyProof(m, leaves.slice(0, n));
        expect((await checkConsistency(m, n, r1, r2, proof)).ok, `${m} → ${n}`).toBe(true);
        const forged = await consistencyProof(m, changed.slice(0, n));
        expect((await checkConsistency(m, n, r1, (await merkleTree(changed.slice(0, n))).root, forged)).ok).toBe(false);
      }
  });
});
