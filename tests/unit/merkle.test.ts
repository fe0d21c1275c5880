// @vitest-environment node
import { fromBase64, fromHex, hex } from "../../src/evidence/bytes";
import {
  checkConsistency,
  consistencyProof,
  consistencyProofLength,
  inclusionProofLength,
} from "../../src/evidence/merkle";
import { leafHash, merkleTree, rootFromInclusion } from "../../src/evidence/merkle";
import consistency from "./fixtures/consistency-vectors.json";
import vectors from "./fixtures/merkle-vectors.json";

const treeOf = async (size: number) =>
  merkleTree(await Promise.all(vectors.leafInputsHex.slice(0, size).map((input) => leafHash(fromHex(input)))));
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
      const leaves = await Promise.all(vectors.leafInputsHex.map((input) => leafHash(fromHex(input))));
      for (let m = 0; m < size; m++) {
        const found = await rootFromInclusion(m, size, leaves[m]!, tree.proofs[m]!);
        expect(found?.root, `leaf ${m} of ${size}`).toBe(hex(tree.root));
        expect(found?.steps.at(-1)?.[2] ?? hex(leaves[m]!)).toBe(hex(tree.root));
      }
    }
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
    const leaves = await Promise.all(vectors.leafInputsHex.map((input) => leafHash(fromHex(input))));
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

describe("how long a proof is, so that one with a hash too many or too few reads as unreadable", () => {
  it("gives the length of every inclusion and consistency proof the tree makes, up to 20 leaves", async () => {
    const leaves = await Promise.all(Array.from({ length: 20 }, (_, at) => leafHash(`leaf ${at}`)));
    for (let n = 1; n <= 20; n++) {
      const { proofs } = await merkleTree(leaves.slice(0, n));
      for (const [index, proof] of proofs.entries())
        expect(inclusionProofLength(index, n), `${index} of ${n}`).toBe(proof.length);
      for (let m = 1; m <= n; m++)
        expect(consistencyProofLength(m, n), `${m} → ${n}`).toBe(
          (await consistencyProof(m, leaves.slice(0, n))).length,
        );
    }
  });
});
