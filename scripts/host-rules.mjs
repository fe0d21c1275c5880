// What the host (Vercel) does beyond serving files, read from vercel.json so that
// the e2e server and `npm run perf` see exactly the headers production sends.
import { readFileSync } from "node:fs";
import { sourceToRegex } from "@vercel/routing-utils";

const config = JSON.parse(readFileSync(new URL("../vercel.json", import.meta.url), "utf8"));

/** @param {string} source a `source` pattern, compiled by Vercel's own parser (path-to-regexp with Vercel's options) */
export const sourceToRegExp = (source) => new RegExp(sourceToRegex(source).src);

const rules = (config.headers ?? []).map((rule) => ({ matches: sourceToRegExp(rule.source), headers: rule.headers }));

/**
 * Every header vercel.json sends for this path; a later rule overrides an earlier one's key.
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function hostHeadersFor(pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!rule.matches.test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * `trailingSlash: false`: Vercel answers `/privacy/` with a permanent redirect to `/privacy`.
 * @param {string} pathname
 */
export function trailingSlashRedirect(pathname) {
  if (config.trailingSlash !== false || pathname === "/" || !pathname.endsWith("/")) return undefined;
  return pathname.replace(/\/+$/, "") || "/";
}
