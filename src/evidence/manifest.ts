import { hex, sha256 } from "./bytes";

/** What the verifier needs of manifest.json: the chain's head and each listed file's SHA-256 (hex). */
export interface Manifest {
  head: string;
  files: Record<string, string>;
}

const HEX_HASH = /^[0-9a-f]{64}$/;

/** manifest.json's head and file hashes, or null where it is not JSON or lacks them. */
export function readManifest(text: string): Manifest | null {
  try {
    const { head, files } = Object(JSON.parse(text)) as { head?: unknown; files?: unknown };
    const listed = Object.entries(Object(files) as Record<string, unknown>);
    const valid = typeof head === "string" && HEX_HASH.test(head) && listed.length > 0;
    return valid && listed.every(([, hash]) => typeof hash === "string" && HEX_HASH.test(hash))
      ? { head, files: Object.fromEntries(listed) as Record<string, string> }
      : null;
  } catch {
    return null;
  }
}

export type FileMatch = "matches" | "differs" | "missing";
/** Each file manifest.json lists, by name: its bytes' SHA-256 against the listed one, or missing where not given. */
export async function checkFiles(manifest: Manifest, given: Readonly<Record<string, Uint8Array | undefined>>) {
  const entries = await Promise.all(
    Object.entries(manifest.files).map(async ([name, hash]) => {
      const bytes = given[name];
      const match: FileMatch = !bytes ? "missing" : hex(await sha256(bytes)) === hash ? "matches" : "differs";
      return [name, match] as const;
    }),
  );
  return Object.fromEntries(entries);
}
