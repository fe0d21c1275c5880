// A cluster no line break can split (jamo, conjunct chains), and paths of 80 clusters of the widest kinds.
export const UNBREAKABLE_PATHS = {
  "a syllable of 100 jamo": "\u1100" + "\u1161".repeat(100),
  "an Indic conjunct chain": "\u0915" + "\u094D\u0937".repeat(60),
  "100 leading jamo": "\u1100".repeat(100),
  "80 wide ligatures": "\uFDFD".repeat(80),
  "80 family emoji": "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}".repeat(80),
  "80 syllables with piled marks": "\uAC00\u0301\u0302".repeat(80),
  "80 letters with no space": "W".repeat(80),
};
