import { createPrivateKey, createPublicKey, sign } from "node:crypto";
import { hex, keyId, leafHash, merkleTree, toBase64 } from "../lib/tlog";

// RFC 8410's PKCS #8 wrapping of a 32-byte Ed25519 private key, the form Node reads.
const PKCS8_ED25519 = Buffer.from("MC4CAQAwBQYDK2VwBCIEIA==", "base64");

/** The sample log over the lines: a checkpoint signed with the sample key (C2SP note), its vkey, a proof per line. */
export async function sampleLog(origin: string, lines: readonly string[], seed: string) {
  const { root, proofs } = await merkleTree(await Promise.all(lines.map((line) => leafHash(line))));
  const der = Buffer.concat([PKCS8_ED25519, Buffer.from(seed, "base64")]);
  const key = createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  const publicKey = createPublicKey(key).export({ format: "der", type: "spki" }).subarray(-32);
  const id = await keyId(origin, publicKey);
  const text = `${origin}\n${lines.length}\n${toBase64(root)}\n`;
  // Ed25519 signatures are deterministic (RFC 8032): the bytes change only with the lines.
  const checkpoint = `${text}\n— ${origin} ${toBase64(Buffer.concat([id, sign(null, Buffer.from(text), key)]))}\n`;
  const vkey = `${origin}+${hex(id)}+${toBase64(Buffer.concat([Buffer.of(1), publicKey]))}`;
  const files = proofs.map((path, i) => [`c2sp.org/tlog-proof@v1\nindex ${i}`, ...path.map(toBase64), "", checkpoint]);
  return { root: hex(root), checkpoint, vkey, proofs: files.map((file) => file.join("\n")) };
}
