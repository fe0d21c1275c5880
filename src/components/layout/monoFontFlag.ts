/** Remembers (by its URL) that this browser has fetched Plex Mono, so a later visit uses it at once. */
export const MONO_FONT_CACHE_KEY = "font-fetched:plex-mono";

/** On <html> once the labels may name Plex Mono (src/styles/global.css). */
export const MONO_FONT_READY_CLASS = "mono-font-ready";
