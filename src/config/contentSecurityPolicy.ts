import type { SiteConfig } from "./resolveSiteConfig";

const origin = (url: string) => new URL(url).origin;

// Where a waitlist service answers a post from: a Google Apps Script web app (README, "Receiving sign-ups in a
// Google Sheet") redirects every POST to its content host, and the card's fetch and a native post follow it.
const ANSWERED_FROM: Record<string, string> = { "script.google.com": "https://script.googleusercontent.com" };
const waitlistAddresses = (url: string) => [url, ANSWERED_FROM[new URL(url).hostname]].filter(Boolean).join(" ");

/** The site-wide CSP: our own origin, the scheduling provider (the demo dialog) and the waitlist endpoint (any card). */
export function contentSecurityPolicy(site: SiteConfig) {
  const scheduling = [...new Set([origin(site.calEmbedScriptUrl), site.calOrigin])].join(" ");
  return {
    directives: [
      // Nothing the page does not name below: no media, workers, manifests or prefetches.
      "default-src 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "img-src 'self' data:",
      `font-src 'self' ${site.calFontUrl}`,
      `connect-src 'self' ${scheduling} ${waitlistAddresses(site.waitlistUrl)}`,
      `frame-src ${scheduling}`,
      `form-action 'self' ${waitlistAddresses(site.waitlistUrl)}`,
    ] as const,
    scriptResources: ["'self'", origin(site.calEmbedScriptUrl)],
    // The scheduling provider writes inline styles that change with its releases (docs/security.md).
    styleResources: [
      { resource: "'self'", kind: "element" },
      { resource: "'unsafe-inline'", kind: "element" },
      { resource: "'unsafe-inline'", kind: "attribute" },
    ] as const,
  };
}
