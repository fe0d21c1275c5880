/** `VERCEL=1` at build time, as a literal (vite.define), so other builds drop all analytics code. */
declare const __BUILT_ON_VERCEL__: boolean;
