/** About one line: enough to recognise a typo, too little to pass for a message from us. */
export const MAX_SHOWN_PATH = 80;
/** Code points kept in one grapheme cluster: a Hangul syllable of jamo or an Indic conjunct needs 3 to 5. */
export const MAX_CLUSTER = 5;

// Controls, separators, format and default-ignorable characters (bidi, zero-width, tags, Hangul fillers),
// the braille blank and every space but U+0020: each shows as nothing, or as a blank, and can disguise an address.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|(?! )\p{Zs}/gu;
// Past two in a row, combining marks pile into one unbreakable cluster that some engines draw wide.
const PILED_MARKS = /(?<=\p{M}{2})\p{M}/gu;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

const visible = (character: string) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`;

/** A cluster no line break can split (a chain of jamo or conjuncts) keeps its first code points; the rest are written out. */
function capCluster({ segment }: Intl.SegmentData) {
  const codePoints = Array.from(segment);
  return codePoints.slice(0, MAX_CLUSTER).join("") + codePoints.slice(MAX_CLUSTER).map(visible).join("");
}

/** Decoded where possible, invisible characters and piled marks written out by code point, cut to length. */
export function displayPath(rawPath: string, max = MAX_SHOWN_PATH): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: show the address as the browser has it.
  }
  path = path.replace(INVISIBLE, visible).replace(PILED_MARKS, visible);
  path = Array.from(graphemes.segment(path), capCluster).join("");
  // By code point, so an emoji is never cut in half, nor a written-out "[U+…]".
  const characters = Array.from(path);
  if (characters.length <= max) return path;
  const kept = characters.slice(0, max - 1).join("");
  return `${kept.replace(/\[[^\]]*$/, "")}…`;
}
