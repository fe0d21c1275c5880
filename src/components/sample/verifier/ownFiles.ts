/** The files a visitor gives the page: which file of the pack each is, by name, and which are refused unread. */

/** Larger than any file of a sample pack can be (its PDF is under 100 KB); such a file is refused before it is read. */
export const FILE_BYTES_LIMIT = 1024 * 1024;
/** More files than a pack holds, with room for a folder's extras. */
export const FILES_LIMIT = 64;
/** A record longer than this is refused, typed, pasted, dropped or in a file: the sample's are under 1,000 characters. */
export const RECORD_CHARS_LIMIT = 16_000;

/** A file of the pack: its path under /sample/ and the name the recipe saves it under. */
export interface PackFile {
  path: string;
  saved: string;
}

export interface GivenFile {
  name: string;
  path: string;
  bytes: Uint8Array;
  text: string;
}

export type RefusedWhy = "tooLarge" | "tooMany" | "notInPack" | "twice";

const PROOF = /^([\w.:-]+\.tlog-proof)(?:\.txt)?$/;

/** The pack path a given file stands for, by its saved name, or its served name with or without the .txt a browser adds. */
export function packPathOf(name: string, files: readonly PackFile[]) {
  const proof = PROOF.exec(name)?.[1];
  if (proof) return `proofs/${proof}`;
  const served = (path: string) => path.slice(path.lastIndexOf("/") + 1);
  return files.find(({ path, saved }) => [saved, served(path), `${served(path)}.txt`].includes(name))?.path ?? null;
}

/** Reads each given file that is one of the pack's, once; refuses the rest, and any too large, without reading it. */
export async function readGivenFiles(list: readonly File[], files: readonly PackFile[]) {
  const given = new Map<string, GivenFile>();
  const refused: { name: string; why: RefusedWhy }[] = [];
  if (list.length > FILES_LIMIT) return { given, refused: [{ name: `${list.length}`, why: "tooMany" as const }] };
  for (const file of list) {
    const path = packPathOf(file.name, files);
    const why: RefusedWhy | null =
      (!path && "notInPack") || (file.size > FILE_BYTES_LIMIT && "tooLarge") || (given.has(path!) && "twice") || null;
    if (why) {
      refused.push({ name: file.name, why });
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    given.set(path!, { name: file.name, path: path!, bytes, text: new TextDecoder().decode(bytes) });
  }
  return { given, refused };
}
