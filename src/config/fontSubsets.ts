/** One list of characters for scripts/subset-fonts.mjs and astro.config.mjs, so no font lacks a glyph it is asked for. */
export const FONT_FILES = {
  sans: "src/assets/fonts/ibm-plex-sans-wght-400-600-primary.woff2",
  sansExtended: "src/assets/fonts/ibm-plex-sans-wght-400-600-extended.woff2",
};

export const SANS_WEIGHTS = "400 600";

/** The preloaded file, English text only: a character from outside it makes every visitor fetch a second font (README). */
export const SANS_RANGES =
  "U+0000-007E,U+00A0,U+00A7,U+00A9,U+00AB,U+00AE,U+00B0,U+00B7,U+00BB,U+2002-2003,U+2009,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122,U+2191,U+2193,U+2212";

/** The rest of Fontsource's Latin subset (accented letters, rarer symbols): fetched only by a page that shows one. */
export const SANS_EXTENDED_RANGES =
  "U+007F-009F,U+00A1-00A6,U+00A8,U+00AA,U+00AC-00AD,U+00AF,U+00B1-00B6,U+00B8-00BA,U+00BC-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2001,U+2004-2008,U+200A-2012,U+2015-2017,U+201E-2021,U+2023-2025,U+2027-206F,U+2215,U+FEFF,U+FFFD";
