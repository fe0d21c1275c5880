import { concat, fromBase64, fromHex, hex, sha256, toBase64, utf8 } from "./bytes";

/** C2SP signed notes: the log's signature (0x01) and a witness's timestamped cosignature (0x04) on a checkpoint. */

/** A C2SP key ID: type 0x01 signs notes (the log), 0x04 timestamped cosignatures (a witness). */
export const keyId = (name: string, key: Uint8Array, type = 1) =>
  sha256(name, "\n", Uint8Array.of(type), key).then((id) => id.slice(0, 4));

/** A note's signed text: every line up to the blank one, which a proof's copy of the checkpoint must repeat exactly. */
export const noteText = (note: string) => (note.includes("\n\n") ? note.slice(0, note.indexOf("\n\n") + 1) : null);

// What a signature line signs: the note's text, or for a cosignature (C2SP tlog-cosignature) its time and the text.
const signedBytes = (text: string, time?: number) => utf8(time ? `cosignature/v1\ntime ${time}\n${text}` : text);
export const PKCS8_ED25519 = fromBase64("MC4CAQAwBQYDK2VwBCIEIA=="); // RFC 8410's wrapping of a 32-byte Ed25519 seed

/** A signature line by the vkey's key for the note's text, from its (published, sample) Ed25519 seed; a cosignature when given a time. */
export async function signatureLine(text: string, vkey: string, seed: string, time?: number) {
  const [name, id = ""] = vkey.split("+", 2);
  const pkcs8 = concat([PKCS8_ED25519, fromBase64(seed)]);
  const key = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", false, ["sign"]);
  const stamp = time ? [fromHex(time.toString(16).padStart(16, "0"))] : [];
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", key, signedBytes(text, time)));
  return `— ${name} ${toBase64(concat([fromHex(id), ...stamp, signature]))}\n`;
}

/** A signature line's bytes where it is one by this name and key ID; any other line (another key, not base64) is not. */
function signatureBy(line: string, name: string, id: string) {
  if (!line.startsWith(`— ${name} `)) return null;
  try {
    const raw = fromBase64(line.slice(name.length + 3));
    return hex(raw.slice(0, 4)) === id ? raw : null;
  } catch {
    return null;
  }
}

export type NoteCheck = { result: "passed" | "failed" | "unchecked" | "missing"; time?: number | undefined };
/** A C2SP note's signature (0x01) or cosignature (0x04) by the vkey's key, found by name and key ID, every other line
 * ignored (C2SP signed-note); "unchecked" where the browser has no Ed25519. */
export async function verifyNote(note: string, vkey: string): Promise<NoteCheck> {
  try {
    const [name = "", id = ""] = vkey.split("+", 2); // the key's base64 may hold a + too
    const [type = 0, ...key] = fromBase64(vkey.slice(name.length + id.length + 2));
    const text = noteText(note);
    if (!text) return { result: "missing" };
    const signatures = note.slice(text.length + 1).split("\n");
    const raw = signatures.map((line) => signatureBy(line, name, id)).find(Boolean);
    if (!raw) return { result: "missing" };
    const time = type === 4 ? parseInt(hex(raw.slice(4, 12)), 16) : undefined;
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
