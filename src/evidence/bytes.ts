/** Bytes as the log hashes and encodes them, the same at build (Node) and in the browser (Web Crypto). */
export type Part = Uint8Array | string;

export const utf8 = (text: string) => new TextEncoder().encode(text);
/** The parts one after another; a reader's PDF is 70 KB, so copied in place, not spread into an array. */
export function concat(parts: Part[]) {
  const chunks = parts.map((part) => (typeof part === "string" ? utf8(part) : part));
  const joined = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}
export const sha256 = async (...parts: Part[]) => new Uint8Array(await crypto.subtle.digest("SHA-256", concat(parts)));
export const hex = (data: Uint8Array) => Array.from(data, (byte) => byte.toString(16).padStart(2, "0")).join("");
export const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
export const toBase64 = (data: Uint8Array) => btoa(String.fromCharCode(...data));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
/** One base64 SHA-256, as a proof's lines and a checkpoint's root hold it. */
export const isBase64Hash = (line: string) => /^[\w+/]{43}=$/.test(line);
