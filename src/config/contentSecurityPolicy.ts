import type { SiteConfig } from "./resolveSiteConfig";

type DirectiveName =
  "default-src" | "base-uri" | "object-src" | "img-src" | "font-src" | "connect-src" | "frame-src" | "form-action";
type Directive = `${DirectiveName} ${string}`;
type StyleResource = string | { resource: string; kind: "element" | "attribute" };

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The provider's embed script writes <style> elements (into the head and into its
 * own shadow root) and style="" attributes, whose text changes with every release it
 * ships from its own origin, so no hash we take at build time could stay valid.
 * Blocked, they leave its "Something went wrong." text showing over the calendar.
 * Only styles are relaxed, to inline ones; scripts stay hash-only.
 */
const PROVIDER_STYLES: StyleResource[] = [
  { resource: "'self'", kind: "element" },
  { resource: "'unsafe-inline'", kind: "element" },
  { resource: "'unsafe-inline'", kind: "attribute" },
];

/** The site-wide CSP: our own origin, the scheduling provider (the demo dialog) and the waitlist endpoint (any card). */
export function contentSecurityPolicy(site: SiteConfig): {
  directives: Directive[];
  scriptResources: string[];
  styleResources: StyleResource[];
} {
  const scheduling = unique([origin(site.calEmbedScriptUrl), site.calOrigin]).join(" ");
  return {
    directives: [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${scheduling} ${site.waitlistUrl}`,
      `frame-src ${scheduling}`,
      `form-action 'self' ${site.waitlistUrl}`,
    ],
    scriptResources: ["'self'", origin(site.calEmbedScriptUrl)],
    styleResources: PROVIDER_STYLES,
  };
}
