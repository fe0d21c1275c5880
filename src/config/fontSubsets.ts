/**
 * The web fonts as scripts/subset-fonts.mjs cuts them and astro.config.mjs serves them:
 * one list of characters for both, so a font is never asked for a glyph it lacks.
 */
export const FONT_FILES = {
  sans: "src/assets/fonts/ibm-plex-sans-latin-wght-400-600.woff2",
  mono: "src/assets/fonts/ibm-plex-mono-ascii-400.woff2",
};

/** The weights the site sets (normal, medium, semibold), from Plex Sans's variable axis. */
export const SANS_WEIGHTS = "400 600";

/** Fontsource's Latin subset. */
export const SANS_RANGES =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** Labels and the SDK log: ASCII, the middle dot, dashes, quotes, the ellipsis and the arrow. */
export const MONO_RANGES = "U+0020-007E,U+00A0,U+00B7,U+2013-2014,U+2018-201D,U+2026,U+2192";
