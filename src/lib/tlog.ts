/** What the sample's records hash to, the same at build and in the browser (Web Crypto): RFC 6962 tree, C2SP notes. */
export const GENESIS_PREV_HASH = "0".repeat(64);

type Part = Uint8Array | string;
const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (parts: Part[]) =>
  new Uint8Array(parts.flatMap((part) => [...(typeof part === "string" ? utf8(part) : part)]));
export const sha256 = async (...parts: Part[]) => new Uint8Array(await crypto.subtle.digest("SHA-256", concat(parts)));
export const hex = (data: Uint8Array) => Array.from(data, (byte) => byte.toString(16).padStart(2, "0")).join("");
export const toBase64 = (data: Uint8Array) => btoa(String.fromCharCode(...data));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export const leafHash = (line: Part) => sha256(Uint8Array.of(0), line);
const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(Uint8Array.of(1), left, right);
export const keyId = (name: string, key: Uint8Array) =>
  sha256(name, "\n", Uint8Array.of(1), key).then((id) => id.slice(0, 4));

/** The tree over these leaf hashes (at least one): its root (MTH) and each leaf's inclusion proof (PATH), sibling first. */
export async function merkleTree(leaves: Uint8Array[]): Promise<{ root: Uint8Array; proofs: Uint8Array[][] }> {
  if (leaves.length === 1) return { root: leaves[0]!, proofs: [[]] };
  const k = 1 << (31 - Math.clz32(leaves.length - 1)); // RFC 6962 splits at the largest power of two below n
  const [left, right] = [await merkleTree(leaves.slice(0, k)), await merkleTree(leaves.slice(k))];
  const up = (paths: Uint8Array[][], sibling: Uint8Array) => paths.map((path) => [...path, sibling]);
  const proofs = [...up(left.proofs, right.root), ...up(right.proofs, left.root)];
  return { root: await nodeHash(left.root, right.root), proofs };
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

/** A C2SP signed note's Ed25519 signature by the vkey's key; "unchecked" where the browser has no Ed25519 (Safari 16). */
export async function verifyNote(note: string, vkey: string): Promise<"passed" | "failed" | "unchecked"> {
  try {
    const [name = "", id = ""] = vkey.split("+", 2); // the key's base64 may hold a + too
    const publicKey = fromBase64(vkey.slice(name.length + id.length + 2)).slice(1);
    const text = note.slice(0, note.lastIndexOf("\n\n") + 1);
    const ours = (line: string) => line.startsWith(`— ${name} `) && hex(fromBase64(line.split(" ")[2]!)).startsWith(id);
    const signatures = note.slice(text.length + 1).split("\n");
    const signature = signatures.find(ours)?.split(" ")[2];
    if (!signature || hex(await keyId(name, publicKey)) !== id) return "failed";
    const cryptoKey = await crypto.subtle.importKey("raw", publicKey, "Ed25519", false, ["verify"]).catch(() => null);
    if (!cryptoKey) return "unchecked";
    const valid = await crypto.subtle.verify("Ed25519", cryptoKey, fromBase64(signature).slice(4), utf8(text));
    return valid ? "passed" : "failed";
  } catch {
    return "failed";
  }
}
