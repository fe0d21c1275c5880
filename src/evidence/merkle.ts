import { hex, sha256, type Part } from "./bytes";

/** RFC 6962 (and 9162) Merkle trees: the leaves are the records' lines, the root is what a checkpoint signs. */
export const leafHash = (line: Part) => sha256(Uint8Array.of(0), line);
const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(Uint8Array.of(1), left, right);
const split = (size: number) => 1 << (31 - Math.clz32(size - 1)); // RFC 6962: the largest power of two below n

/** The tree over these leaf hashes (at least one): its root (MTH) and each leaf's inclusion proof (PATH), sibling first. */
export async function merkleTree(leaves: Uint8Array[]): Promise<{ root: Uint8Array; proofs: Uint8Array[][] }> {
  if (leaves.length === 1) return { root: leaves[0]!, proofs: [[]] };
  const k = split(leaves.length);
  const [left, right] = [await merkleTree(leaves.slice(0, k)), await merkleTree(leaves.slice(k))];
  const up = (paths: Uint8Array[][], sibling: Uint8Array) => paths.map((path) => [...path, sibling]);
  const proofs = [...up(left.proofs, right.root), ...up(right.proofs, left.root)];
  return { root: await nodeHash(left.root, right.root), proofs };
}

/** RFC 9162 §2.1.4.1: the hashes that show the tree of the first m leaves is the start of the tree of them all. */
export async function consistencyProof(m: number, leaves: Uint8Array[], known = true): Promise<Uint8Array[]> {
  if (m === leaves.length) return known ? [] : [(await merkleTree(leaves)).root];
  const k = split(leaves.length);
  const [left, right] = [leaves.slice(0, k), leaves.slice(k)];
  if (m <= k) return [...(await consistencyProof(m, left, known)), (await merkleTree(right)).root];
  return [...(await consistencyProof(m - k, right, false)), (await merkleTree(left)).root];
}

/** How many hashes an inclusion proof of leaf `index` in a tree of `size` holds: any other count is not one. */
export function inclusionProofLength(index: number, size: number): number {
  if (size <= 1) return 0;
  const k = split(size);
  return 1 + (index < k ? inclusionProofLength(index, k) : inclusionProofLength(index - k, size - k));
}

/** How many hashes a consistency proof from size m to n holds (RFC 9162 §2.1.4.1): any other count is not one. */
export function consistencyProofLength(m: number, n: number, known = true): number {
  if (m === n) return known ? 0 : 1;
  const k = split(n);
  return 1 + (m <= k ? consistencyProofLength(m, k, known) : consistencyProofLength(m - k, n - k, false));
}

/** RFC 9162 §2.1.3.2: the root a proof leads to from leaf `index` of `size`, each step in hex; null if it cannot fit. */
export async function rootFromInclusion(index: number, size: number, leaf: Uint8Array, proof: Uint8Array[]) {
  let [fn, sn, hash] = [index, size - 1, leaf];
  const steps: [left: string, right: string, hash: string][] = [];
  if (index >= size || leaf.length !== 32) return null;
  for (const sibling of proof) {
    if (sn === 0) return null;
    const siblingLeft = fn % 2 === 1 || fn === sn;
    const [left, right] = siblingLeft ? [sibling, hash] : [hash, sibling];
    hash = await nodeHash(left, right);
    steps.push([hex(left), hex(right), hex(hash)]);
    if (siblingLeft) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 ? { root: hex(hash), steps } : null;
}

/** RFC 9162 §2.1.4.2: whether the tree of m leaves (root r1) is the start of the one of n (root r2); fr and sr at each step, in hex. */
export async function checkConsistency(m: number, n: number, r1: Uint8Array, r2: Uint8Array, proof: Uint8Array[]) {
  const path = (m & (m - 1)) === 0 ? [r1, ...proof] : proof;
  let [fn, sn, fr, sr] = [m - 1, n - 1, path[0], path[0]];
  const steps: [fr: string, sr: string][] = [];
  const done = (ok: boolean) => ({ ok, steps, fr: fr && hex(fr), sr: sr && hex(sr), sn });
  if (m === n) return done(proof.length === 0 && hex(r1) === hex(r2));
  if (m < 1 || m > n || proof.length === 0 || !fr || !sr) return done(false);
  while (fn & 1) [fn, sn] = [fn >> 1, sn >> 1];
  for (const c of path.slice(1)) {
    if (sn === 0) return done(false);
    if (fn & 1 || fn === sn) {
      [fr, sr] = [await nodeHash(c, fr), await nodeHash(c, sr)];
      while (!(fn & 1) && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else sr = await nodeHash(sr, c);
    [fn, sn] = [fn >> 1, sn >> 1];
    steps.push([hex(fr), hex(sr)]);
  }
  return done(sn === 0 && hex(fr) === hex(r1) && hex(sr) === hex(r2));
}
