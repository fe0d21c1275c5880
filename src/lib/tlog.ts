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
/** A C2SP key ID: type 0x01 signs notes (the log), 0x04 timestamped cosignatures (a witness). */
export const keyId = (name: string, key: Uint8Array, type = 1) =>
  sha256(name, "\n", Uint8Array.of(type), key).then((id) => id.slice(0, 4));
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

type Sign = (text: string, size: number) => Promise<string>;
/** A log's C2SP files: the checkpoints of its first `old` lines and of all, each signed by `sign`, the consistency
 * proof between them in tlog-witness's add-checkpoint body, and each line's tlog-proof against the current one. */
export async function logFiles(origin: string, lines: string[], old: number, sign: Sign) {
  const leaves = await Promise.all(lines.map((line) => leafHash(line)));
  const note = async (size: number) => {
    const text = `${origin}\n${size}\n${toBase64((await merkleTree(leaves.slice(0, size))).root)}\n`;
    return `${text}\n${await sign(text, size)}`;
  };
  const [oldCheckpoint, checkpoint] = [await note(old), await note(lines.length)];
  const { root, proofs } = await merkleTree(leaves);
  const file = (head: string, path: Uint8Array[]) => [head, ...path.map(toBase64), "", checkpoint].join("\n");
  const consistency = file(`old ${old}`, await consistencyProof(old, leaves));
  const tlogProofs = proofs.map((path, i) => file(`c2sp.org/tlog-proof@v1\nindex ${i}`, path));
  return { root, oldCheckpoint, checkpoint, consistency, proofs: tlogProofs };
}

// What a signature line signs: the note's text, or for a cosignature (C2SP tlog-cosignature) its time and the text.
const signedBytes = (text: string, time?: number) => utf8(time ? `cosignature/v1\ntime ${time}\n${text}` : text);
const hexBytes = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
export const PKCS8_ED25519 = fromBase64("MC4CAQAwBQYDK2VwBCIEIA=="); // RFC 8410's wrapping of a 32-byte Ed25519 seed

/** A signature line by the vkey's key for the note's text, from its (published, sample) Ed25519 seed; a cosignature when given a time. */
export async function signatureLine(text: string, vkey: string, seed: string, time?: number) {
  const [name, id = ""] = vkey.split("+", 2);
  const pkcs8 = concat([PKCS8_ED25519, fromBase64(seed)]);
  const key = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", false, ["sign"]);
  const stamp = time ? [hexBytes(time.toString(16).padStart(16, "0"))] : [];
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", key, signedBytes(text, time)));
  return `— ${name} ${toBase64(concat([hexBytes(id), ...stamp, signature]))}\n`;
}

export type NoteCheck = { result: "passed" | "failed" | "unchecked" | "missing"; time?: number | undefined };
/** A C2SP note's signature (0x01) or cosignature (0x04) by the vkey's key, other lines ignored; "unchecked" where the browser has no Ed25519. */
export async function verifyNote(note: string, vkey: string): Promise<NoteCheck> {
  try {
    const [name = "", id = ""] = vkey.split("+", 2); // the key's base64 may hold a + too
    const [type = 0, ...key] = fromBase64(vkey.slice(name.length + id.length + 2));
    const text = note.slice(0, note.indexOf("\n\n") + 1);
    const ours = (line: string) => line.startsWith(`— ${name} `) && hex(fromBase64(line.split(" ")[2]!)).startsWith(id);
    const signatures = note.slice(text.length + 1).split("\n");
    const raw = fromBase64(signatures.find(ours)?.split(" ")[2] ?? "");
    const time = type === 4 ? parseInt(hex(raw.slice(4, 12)), 16) : undefined;
    if (!raw.length) return { result: "missing" };
    const publicKey = Uint8Array.from(key);
    if (raw.length !== (type === 4 ? 76 : 68) || hex(await keyId(name, publicKey, type)) !== id)
      return { result: "failed" };
    const cryptoKey = await crypto.subtle.importKey("raw", publicKey, "Ed25519", false, ["verify"]).catch(() => null);
    if (!cryptoKey) return { result: "unchecked", time };
    const valid = await crypto.subtle.verify("Ed25519", cryptoKey, raw.slice(-64), signedBytes(text, time));
    return { result: valid ? "passed" : "failed", time };
  } catch {
    return { result: "failed" };
  }
}
