import type { SiteConfig } from "./resolveSiteConfig";

const origin = (url: string) => new URL(url).origin;

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
      `connect-src 'self' ${scheduling} ${site.waitlistUrl}`,
      `frame-src ${scheduling}`,
      `form-action 'self' ${site.waitlistUrl}`,
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
