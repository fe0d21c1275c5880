/** About one line: enough to recognise a typo, too little to pass for a message from us. */
export const MAX_SHOWN_PATH = 80;

// Controls, line separators and format characters (bidi, zero-width, tags): each can disguise an address.
const INVISIBLE_STEERING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Past two in a row, combining marks pile into one unbreakable cluster that some engines draw wide.
const PILED_MARKS = /(?<=\p{M}{2})\p{M}/gu;

const visible = (character: string) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`;

/** Decoded where possible, invisible characters and piled marks written out by code point, cut to length. */
export function displayPath(rawPath: string, max = MAX_SHOWN_PATH): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: show the address as the browser has it.
  }
  path = path.replace(INVISIBLE_STEERING, visible).replace(PILED_MARKS, visible);
  // By code point, so an emoji is never cut in half.
  const characters = Array.from(path);
  return characters.length <= max ? path : `${characters.slice(0, max - 1).join("")}…`;
}
