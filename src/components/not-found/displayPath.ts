/** About one line of the error screen: enough to recognise a mistyped address, too little to pass for a message from us. */
export const MAX_SHOWN_PATH = 80;

/** The requested address as a visitor would read it: decoded where possible, and cut to a readable length. */
export function displayPath(rawPath: string, max = MAX_SHOWN_PATH): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: show the address as the browser has it.
  }
  // By code point, so an emoji or other astral character is never cut in half.
  const characters = Array.from(path);
  return characters.length <= max ? path : `${characters.slice(0, max - 1).join("")}…`;
}
