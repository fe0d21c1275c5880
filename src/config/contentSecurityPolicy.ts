import type { SiteConfig } from "./resolveSiteConfig";

type DirectiveName = "default-src" | "base-uri" | "object-src" | "img-src" | "font-src" | "connect-src" | "frame-src" | "form-action";
type Directive = `${DirectiveName} ${string}`;

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The site-wide CSP: our own origin, plus the scheduling provider, whose script,
 * iframe and API calls the demo dialog (on every page) needs once it is opened.
 * Astro adds the hashes of its own scripts and styles at build time.
 */
export function contentSecurityPolicy(site: SiteConfig): { directives: Directive[]; scriptResources: string[] } {
  const scheduling = unique([origin(site.calEmbedScriptUrl), site.calOrigin]).join(" ");
  return {
    directives: [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${scheduling}`,
      `frame-src ${scheduling}`,
      "form-action 'self'",
    ],
    scriptResources: ["'self'", origin(site.calEmbedScriptUrl)],
  };
}

/** What a page with the waitlist form adds: it posts (natively or with fetch) to the endpoint. */
export function waitlistDirectives(site: SiteConfig): Directive[] {
  return [`form-action ${site.waitlistUrl}`, `connect-src ${site.waitlistUrl}`];
}
