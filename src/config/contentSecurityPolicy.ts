import type { SiteConfig } from "./resolveSiteConfig";

type DirectiveName =
  "default-src" | "base-uri" | "object-src" | "img-src" | "font-src" | "connect-src" | "frame-src" | "form-action";
type Directive = `${DirectiveName} ${string}`;
type StyleResource = string | { resource: string; kind: "element" | "attribute" };

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** The scheduling provider writes inline styles that change with its releases (README, "Security"). */
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
      `font-src 'self' ${site.calFontUrl}`,
      `connect-src 'self' ${scheduling} ${site.waitlistUrl}`,
      `frame-src ${scheduling}`,
      `form-action 'self' ${site.waitlistUrl}`,
    ],
    scriptResources: ["'self'", origin(site.calEmbedScriptUrl)],
    styleResources: PROVIDER_STYLES,
  };
}
