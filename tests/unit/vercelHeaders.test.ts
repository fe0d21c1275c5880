// @vitest-environment node
import { hostHeadersFor, sourceToRegExp, trailingSlashRedirect } from "../../scripts/host-rules.mjs";

describe("the host's headers (vercel.json)", () => {
  it("sends HSTS, nosniff, a strict referrer policy, no framing, and no camera or microphone on every page", () => {
    for (const path of ["/", "/privacy", "/no-such-page"]) {
      const headers = hostHeadersFor(path);
      expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
      expect(headers["X-Permitted-Cross-Domain-Policies"]).toBe("none");
      for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
        expect(headers["Permissions-Policy"]).toContain(feature);
      }
    }
  });

  it("sends exactly one Strict-Transport-Security for any path: two would read as an invalid header", async () => {
    const { default: config } = await import("../../vercel.json");
    for (const path of ["/", "/privacy", "/og.png", "/_astro/app.js", "/sample/events.jsonl"]) {
      const sending = config.headers.filter(
        (rule) =>
          sourceToRegExp(rule.source).test(path) &&
          rule.headers.some(({ key }) => key.toLowerCase() === "strict-transport-security"),
      );
      expect(sending, path).toHaveLength(1);
    }
  });

  it("names no feature Chrome rejects in Permissions-Policy", () => {
    // interest-cohort (FLoC) is gone from Chrome, which logs an error for it on every page.
    expect(hostHeadersFor("/")["Permissions-Policy"]).not.toContain("interest-cohort");
  });

  it("keeps resources to our own origin, except the image link previews fetch", () => {
    expect(hostHeadersFor("/")["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(hostHeadersFor("/_astro/app.js")["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(hostHeadersFor("/og.png")["Cross-Origin-Resource-Policy"]).toBe("cross-origin");
    expect(hostHeadersFor("/og.png.html")["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("caches Astro's hashed assets forever, and nothing else", () => {
    expect(hostHeadersFor("/_astro/app.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(hostHeadersFor("/")["Cache-Control"]).toBeUndefined();
  });

  it("serves the sample's files with their types, the log's and proofs' extensionless files as text", () => {
    const type = (path: string) => hostHeadersFor(path)["Content-Type"];
    expect(type("/sample/log/checkpoint")).toMatch(/^text\/plain/);
    expect(type("/sample/proofs/evt_1.tlog-proof")).toMatch(/^text\/plain/);
    expect(type("/sample/verify-proof.py")).toMatch(/^text\/plain/);
    expect(type("/sample/events.csv")).toMatch(/^text\/csv/);
    expect(type("/sample/events.jsonl")).toMatch(/^application\/jsonl/);
    expect(type("/sample/report.pdf")).toBe("application/pdf");
    expect(type("/sample")).toBeUndefined();
    expect(type("/sample/catalog/x")).toBeUndefined();
  });

  it("redirects a trailing slash away, as trailingSlash: false does", () => {
    expect(trailingSlashRedirect("/privacy/")).toBe("/privacy");
    expect(trailingSlashRedirect("/privacy")).toBeUndefined();
    expect(trailingSlashRedirect("/")).toBeUndefined();
  });
});

describe("sourceToRegExp", () => {
  it("treats text outside groups literally and groups as regular expressions", () => {
    expect(sourceToRegExp("/og.png").test("/og.png")).toBe(true);
    expect(sourceToRegExp("/og.png").test("/ogxpng")).toBe(false);
    expect(sourceToRegExp("/_astro/(.*)").test("/_astro/a/b.js")).toBe(true);
    expect(sourceToRegExp("/_astro/(.*)").test("/x/_astro/a.js")).toBe(false);
    expect(sourceToRegExp("/((?!og\\.png$).*)").test("/og.png")).toBe(false);
  });
});
