/** Every external address, from `PUBLIC_*` variables or safe defaults; pure, for astro.config.mjs and site.ts alike. */

export const WAITLIST_MODES = ["no-cors", "cors"] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

export type PublicEnv = Record<string, string | boolean | undefined>;

export const LOCAL_WAITLIST_URL = "http://127.0.0.1:8787/waitlist";

/** A build for visitors (every build on Vercel, or one asked for) refuses stand-ins: src/privacy/visitorChecks.ts. */
export const buildsForVisitors = (env: PublicEnv) => env.VERCEL === "1" || env.PUBLIC_WAITLIST_REQUIRED === "1";

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
} as const;

function absoluteUrl(value: string, name: string): string {
  try {
    return new URL(value).href.replace(/\/$/, "");
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

export type SiteConfig = ReturnType<typeof resolveSiteConfig>;

export function resolveSiteConfig(env: PublicEnv) {
  const text = (key: keyof typeof DEFAULTS, name: string): string => {
    const value = env[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : DEFAULTS[key];
  };
  const url = (key: keyof typeof DEFAULTS, name: string) => absoluteUrl(text(key, name), name);
  const waitlistMode = WAITLIST_MODES.find(
    (mode) => mode === text("waitlistMode", "PUBLIC_WAITLIST_MODE").toLowerCase(),
  );
  if (!waitlistMode)
    throw new Error(`PUBLIC_WAITLIST_MODE must be "no-cors" or "cors", got "${String(env.PUBLIC_WAITLIST_MODE)}"`);
  const calLink = text("calLink", "PUBLIC_CAL_LINK").replace(/^\/+|\/+$/g, "");
  const calOrigin = url("calOrigin", "PUBLIC_CAL_ORIGIN");
  return {
    brandName: text("brandName", "PUBLIC_BRAND_NAME"),
    siteUrl: url("siteUrl", "PUBLIC_SITE_URL"),
    docsUrl: url("docsUrl", "PUBLIC_DOCS_URL"),
    calLink,
    calOrigin,
    calEmbedScriptUrl: url("calEmbedScriptUrl", "PUBLIC_CAL_EMBED_URL"),
    calFontUrl: url("calFontUrl", "PUBLIC_CAL_FONT_URL"),
    bookingPageUrl: `${calOrigin}/${calLink}`,
    waitlistUrl: url("waitlistUrl", "PUBLIC_WAITLIST_URL"),
    waitlistMode,
    privacyEmail: text("privacyEmail", "PUBLIC_PRIVACY_EMAIL"),
    securityEmail: text("securityEmail", "PUBLIC_SECURITY_EMAIL"),
    accessibilityEmail: text("accessibilityEmail", "PUBLIC_ACCESSIBILITY_EMAIL"),
  };
}
