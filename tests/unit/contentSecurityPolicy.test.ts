import { contentSecurityPolicy } from "../../src/config/contentSecurityPolicy";
import { resolveSiteConfig } from "../../src/config/resolveSiteConfig";

describe("contentSecurityPolicy", () => {
  const site = resolveSiteConfig({
    PUBLIC_CAL_ORIGIN: "https://book.acme.test",
    PUBLIC_CAL_EMBED_URL: "https://embed.acme.test/embed.js",
    PUBLIC_WAITLIST_URL: "https://forms.acme.test/f/123",
  });

  it("allows the scheduling provider's script, frames and calls, the waitlist's posts, and nothing else off-site", () => {
    const { directives, scriptResources } = contentSecurityPolicy(site);
    expect(scriptResources).toEqual(["'self'", "https://embed.acme.test"]);
    expect(directives).toContain("frame-src https://embed.acme.test https://book.acme.test");
    expect(directives).toContain(
      "connect-src 'self' https://embed.acme.test https://book.acme.test https://forms.acme.test/f/123",
    );
    expect(directives).toContain("form-action 'self' https://forms.acme.test/f/123");
    // Fonts: our own, and exactly the one file the provider's script loads.
    expect(directives).toContain("font-src 'self' https://cal.com/cal.ttf");
  });

  it("relaxes only styles, to inline ones, for the provider's embed", () => {
    const { scriptResources, styleResources } = contentSecurityPolicy(site);
    expect(scriptResources.join(" ")).not.toMatch(/unsafe/);
    expect(styleResources).toEqual([
      { resource: "'self'", kind: "element" },
      { resource: "'unsafe-inline'", kind: "element" },
      { resource: "'unsafe-inline'", kind: "attribute" },
    ]);
  });

  it("names one origin once when the script and the booking pages share it", () => {
    const shared = resolveSiteConfig({
      PUBLIC_CAL_ORIGIN: "https://cal.test",
      PUBLIC_CAL_EMBED_URL: "https://cal.test/embed.js",
    });
    expect(contentSecurityPolicy(shared).directives).toContain("frame-src https://cal.test");
  });

  it("follows a Google Apps Script web app's answer to its content host, for the fetch and the native post", () => {
    const appsScript = resolveSiteConfig({ PUBLIC_WAITLIST_URL: "https://script.google.com/macros/s/abc/exec" });
    const { directives } = contentSecurityPolicy(appsScript);
    const answeredFrom = "https://script.google.com/macros/s/abc/exec https://script.googleusercontent.com";
    expect(directives).toContain(`form-action 'self' ${answeredFrom}`);
    expect(directives.find((directive) => directive.startsWith("connect-src"))).toMatch(new RegExp(`${answeredFrom}$`));
  });
});
