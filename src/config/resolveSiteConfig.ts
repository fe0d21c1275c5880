/** Every external address, from `PUBLIC_*` variables or safe defaults; pure, for astro.config.mjs and site.ts alike. */

export const WAITLIST_MODES = ["no-cors", "cors"] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

export type PublicEnv = Record<string, string | boolean | undefined>;

export const LOCAL_WAITLIST_URL = "http://127.0.0.1:8787/waitlist";

export const DEFAULTS = {
  brandName: "BioAttest",
  siteUrl: "https://bioattest.example",
  docsUrl: "https://docs.bioattest.example",
  calLink: "bioattest/demo",
  calOrigin: "https://cal.com",
  calEmbedScriptUrl: "https://app.cal.com/embed/embed.js",
  // Its embed.js styles the calendar's headings with this font, from this fixed address.
  calFontUrl: "https://cal.com/cal.ttf",
  waitlistUrl: LOCAL_WAITLIST_URL,
  waitlistMode: "no-cors",
  privacyEmail: "privacy@bioattest.example",
  securityEmail: "security@bioattest.example",
  accessibilityEmail: "accessibility@bioattest.example",
  // A description, not a company: a deployment names its real service.
  waitlistServiceName: "a third-party form service",
} as const;

function read(env: PublicEnv, key: string): string | undefined {
  const value = env[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function absoluteUrl(value: string, name: string): string {
  try {
    return new URL(value).href.replace(/\/$/, "");
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

function waitlistMode(value: string | undefined): WaitlistMode {
  if (value === undefined) return DEFAULTS.waitlistMode;
  const mode = WAITLIST_MODES.find((known) => known === value.toLowerCase());
  if (!mode)
    throw new Error(`PUBLIC_WAITLIST_MODE must be ${WAITLIST_MODES.map((m) => `"${m}"`).join(" or ")}, got "${value}"`);
  return mode;
}

export type SiteConfig = ReturnType<typeof resolveSiteConfig>;

export function resolveSiteConfig(env: PublicEnv) {
  const calLink = (read(env, "PUBLIC_CAL_LINK") ?? DEFAULTS.calLink).replace(/^\/+|\/+$/g, "");
  const calOrigin = absoluteUrl(read(env, "PUBLIC_CAL_ORIGIN") ?? DEFAULTS.calOrigin, "PUBLIC_CAL_ORIGIN");
  return {
    brandName: read(env, "PUBLIC_BRAND_NAME") ?? DEFAULTS.brandName,
    siteUrl: absoluteUrl(read(env, "PUBLIC_SITE_URL") ?? DEFAULTS.siteUrl, "PUBLIC_SITE_URL"),
    docsUrl: absoluteUrl(read(env, "PUBLIC_DOCS_URL") ?? DEFAULTS.docsUrl, "PUBLIC_DOCS_URL"),
    calLink,
    calOrigin,
    calEmbedScriptUrl: absoluteUrl(
      read(env, "PUBLIC_CAL_EMBED_URL") ?? DEFAULTS.calEmbedScriptUrl,
      "PUBLIC_CAL_EMBED_URL",
    ),
    calFontUrl: absoluteUrl(read(env, "PUBLIC_CAL_FONT_URL") ?? DEFAULTS.calFontUrl, "PUBLIC_CAL_FONT_URL"),
    bookingPageUrl: `${calOrigin}/${calLink}`,
    waitlistUrl: absoluteUrl(read(env, "PUBLIC_WAITLIST_URL") ?? DEFAULTS.waitlistUrl, "PUBLIC_WAITLIST_URL"),
    waitlistMode: waitlistMode(read(env, "PUBLIC_WAITLIST_MODE")),
    privacyEmail: read(env, "PUBLIC_PRIVACY_EMAIL") ?? DEFAULTS.privacyEmail,
    securityEmail: read(env, "PUBLIC_SECURITY_EMAIL") ?? DEFAULTS.securityEmail,
    accessibilityEmail: read(env, "PUBLIC_ACCESSIBILITY_EMAIL") ?? DEFAULTS.accessibilityEmail,
    waitlistServiceName: read(env, "PUBLIC_WAITLIST_SERVICE_NAME") ?? DEFAULTS.waitlistServiceName,
  };
}
