import { subtractUnicodeRanges } from "./unicodeRanges.ts";

/** One list of characters for scripts/subset-fonts.mjs and astro.config.mjs, so no font lacks a glyph it is asked for. */
export const FONT_FILES = {
  sans: "src/assets/fonts/ibm-plex-sans-wght-400-600-primary.woff2",
  sansExtended: "src/assets/fonts/ibm-plex-sans-wght-400-600-extended.woff2",
};

export const SANS_WEIGHTS = "400 600";

/** Fontsource's Latin subset: every character of Plex Sans the site may show. */
const SANS_LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The preloaded file, English text only: a character from outside it makes every visitor fetch a second font (README). */
export const SANS_RANGES =
  "U+0000-007E,U+00A0,U+00A7,U+00A9,U+00AB,U+00AE,U+00B0,U+00B7,U+00BB,U+2002-2003,U+2009,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122,U+2191,U+2193,U+2212";

/** The rest of Latin (accented letters, rarer symbols): fetched only by a page that shows one. */
export const SANS_EXTENDED_RANGES = subtractUnicodeRanges(SANS_LATIN, SANS_RANGES);
