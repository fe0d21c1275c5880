/** Set by astro.config.mjs from `VERCEL`, for the server render and the browser bundles alike. */
declare const __BUILT_ON_VERCEL__: boolean;

/**
 * Whether this build was made on Vercel (`VERCEL=1`), where its analytics exist. A
 * constant the bundler inlines, so every other build drops the analytics code
 * outright. A module of its own so islands can read it without `site.ts`, whose
 * config would come into their bundles with it.
 */
export const builtOnVercel: boolean = __BUILT_ON_VERCEL__;
