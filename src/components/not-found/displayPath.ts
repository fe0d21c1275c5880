/** About one line of the error screen: enough to recognise a mistyped address, too little to pass for a message from us. */
export const MAX_SHOWN_PATH = 80;

// Controls, and the bidi embeddings, overrides, isolates and marks a crafted link can use to make
// "invoice-\u202Efdp.exe" read as "invoice-exe.pdf".
const INVISIBLE_STEERING = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Shown by name, so nothing in the address can steer how the rest of it reads. */
const visible = (character: string) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`;

/**
 * The requested address as a visitor would read it: decoded where possible, every control and
 * bidi character written out by its code point, and cut to a readable length.
 */
export function displayPath(rawPath: string, max = MAX_SHOWN_PATH): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: show the address as the browser has it.
  }
  path = path.replace(INVISIBLE_STEERING, visible);
  // By code point, so an emoji or other astral character is never cut in half.
  const characters = Array.from(path);
  return characters.length <= max ? path : `${characters.slice(0, max - 1).join("")}…`;
}
