/**
 * Whether this build was made on Vercel (`VERCEL=1`), where its analytics exist. Replaced by a
 * literal in every module as it is compiled (`vite.define` in astro.config.mjs), so every other
 * build drops the analytics code outright, with the calls that report events and the module they
 * import: an exported constant would be folded only after the bundle is split, too late for that.
 */
declare const __BUILT_ON_VERCEL__: boolean;
