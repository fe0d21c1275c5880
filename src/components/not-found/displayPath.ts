/** About one line: enough to recognise a typo, too little to pass for a message from us. */
export const MAX_SHOWN_PATH = 80;

// Controls and bidi characters, which can make "invoice-\u202Efdp.exe" read as "invoice-exe.pdf".
const INVISIBLE_STEERING = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const visible = (character: string) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`;

/** Decoded where possible, controls and bidi characters written out by code point, cut to length. */
export function displayPath(rawPath: string, max = MAX_SHOWN_PATH): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: show the address as the browser has it.
  }
  path = path.replace(INVISIBLE_STEERING, visible);
  // By code point, so an emoji is never cut in half.
  const characters = Array.from(path);
  return characters.length <= max ? path : `${characters.slice(0, max - 1).join("")}…`;
}
