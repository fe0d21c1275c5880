/** One list of characters for scripts/subset-fonts.mjs and astro.config.mjs, so no font lacks a glyph it is asked for. */
export const FONT_FILES = {
  sans: "src/assets/fonts/ibm-plex-sans-wght-400-600-primary.woff2",
  sansExtended: "src/assets/fonts/ibm-plex-sans-wght-400-600-extended.woff2",
};

export const SANS_WEIGHTS = "400 600";

/** The first file, fetched after the first paint, English text only: a character from outside it makes every visitor fetch a second font (docs/architecture.md, "Fonts and characters"). */
export const SANS_RANGES =
  "U+0000-007E,U+00A0,U+00A7,U+00A9,U+00B7,U+2002,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+2193";

/** The rest of Fontsource's Latin subset (accented letters, rarer symbols): fetched only by a page that shows one. */
export const SANS_EXTENDED_RANGES =
  "U+007F-009F,U+00A1-00A6,U+00A8,U+00AA-00B6,U+00B8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2001,U+2003-2012,U+2015-2017,U+201A-201B,U+201E-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2212,U+2215,U+FEFF,U+FFFD";
