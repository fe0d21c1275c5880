import { createHash } from "node:crypto";

/*
 * The scripts that must run in <head>, before first paint, as text: the layout renders them
 * inline and astro.config.mjs adds their hashes to the CSP (Astro hashes only the scripts it
 * bundles itself). Their text is fixed at build time, so the hashes always match.
 */

/**
 * The product is light-only (undo any dark class an old visit or extension left); "js" lets CSS
 * hide what will animate in, so visitors without JavaScript still see it; and images marked
 * data-fade-in are revealed the moment they load or fail (a capturing listener catches events
 * that do not bubble, with no wait for deferred scripts, which would hold back LCP).
 */
export const THEME_SCRIPT = `
document.documentElement.classList.remove("dark");
document.documentElement.classList.add("js");
for (const type of ["load", "error"]) {
  document.addEventListener(type, (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.hasAttribute("data-fade-in")) target.setAttribute("data-loaded", "");
  }, true);
}
try {
  localStorage.setItem("theme", "light");
} catch {
  // Storage blocked (a privacy setting): the light theme is forced anyway.
}
`;

/** For the CSP's script-src: the hashes of the scripts above, as the browser computes them. */
export function headScriptHashes(): `sha256-${string}`[] {
  return [THEME_SCRIPT].map(
    (text) => `sha256-${createHash("sha256").update(text).digest("base64")}` as const,
  );
}
