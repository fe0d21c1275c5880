import { DEFAULTS, resolveSiteConfig } from "../../src/config/resolveSiteConfig";

describe("resolveSiteConfig", () => {
  it("uses the documented defaults when no variable is set", () => {
    const config = resolveSiteConfig({});
    expect(config.brandName).toBe("BioAttest");
    expect(config.siteUrl).toBe(DEFAULTS.siteUrl);
    expect(config.waitlistUrl).toBe(DEFAULTS.waitlistUrl);
    expect(config.waitlistMode).toBe("no-cors");
    expect(config.bookingPageUrl).toBe(`${DEFAULTS.calOrigin}/${DEFAULTS.calLink}`);
  });

  it("lets every PUBLIC_ variable override its address", () => {
    const config = resolveSiteConfig({
      PUBLIC_BRAND_NAME: "Acme",
      PUBLIC_SITE_URL: "https://acme.test/",
      PUBLIC_DOCS_URL: "https://docs.acme.test",
      PUBLIC_CAL_LINK: "/acme/intro/",
      PUBLIC_CAL_ORIGIN: "https://cal.acme.test",
      PUBLIC_CAL_EMBED_URL: "https://cal.acme.test/embed.js",
      PUBLIC_CAL_FONT_URL: "https://cal.acme.test/cal.ttf",
      PUBLIC_WAITLIST_URL: "https://forms.acme.test/f/123",
      PUBLIC_WAITLIST_MODE: "cors",
      PUBLIC_PRIVACY_EMAIL: "privacy@acme.test",
      PUBLIC_SECURITY_EMAIL: "security@acme.test",
      PUBLIC_ACCESSIBILITY_EMAIL: "a11y@acme.test",
    });
    expect(config).toEqual({
      brandName: "Acme",
      siteUrl: "https://acme.test",
      docsUrl: "https://docs.acme.test",
      calLink: "acme/intro",
      calOrigin: "https://cal.acme.test",
      calEmbedScriptUrl: "https://cal.acme.test/embed.js",
      calFontUrl: "https://cal.acme.test/cal.ttf",
      bookingPageUrl: "https://cal.acme.test/acme/intro",
      waitlistUrl: "https://forms.acme.test/f/123",
      waitlistMode: "cors",
      privacyEmail: "privacy@acme.test",
      securityEmail: "security@acme.test",
      accessibilityEmail: "a11y@acme.test",
    });
  });

  it("treats blank variables as unset", () => {
    expect(resolveSiteConfig({ PUBLIC_DOCS_URL: "  " }).docsUrl).toBe(DEFAULTS.docsUrl);
  });

  it("rejects an address that is not absolute, naming the variable", () => {
    expect(() => resolveSiteConfig({ PUBLIC_WAITLIST_URL: "/waitlist" })).toThrow(/PUBLIC_WAITLIST_URL/);
  });

  it("reads the waitlist mode in any case and rejects an unknown one, naming the variable", () => {
    expect(resolveSiteConfig({ PUBLIC_WAITLIST_MODE: " CORS " }).waitlistMode).toBe("cors");
    expect(resolveSiteConfig({ PUBLIC_WAITLIST_MODE: "no-cors" }).waitlistMode).toBe("no-cors");
    expect(() => resolveSiteConfig({ PUBLIC_WAITLIST_MODE: "same-origin" })).toThrow(/PUBLIC_WAITLIST_MODE/);
  });
});
