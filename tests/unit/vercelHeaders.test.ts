// @vitest-environment node
import { readFileSync } from "node:fs";

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const config = JSON.parse(readFileSync(new URL("../../vercel.json", import.meta.url), "utf8")) as { headers: HeaderRule[] };
const headersFor = (source: string) =>
  Object.fromEntries(config.headers.find((rule) => rule.source === source)!.headers.map((h) => [h.key, h.value]));

describe("vercel.json security headers", () => {
  it("sends HSTS, nosniff, a strict referrer policy, no framing, and no camera or microphone", () => {
    const headers = headersFor("/(.*)");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
    for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
      expect(headers["Permissions-Policy"]).toContain(feature);
    }
  });

  it("caches Astro's hashed assets forever", () => {
    expect(headersFor("/_astro/(.*)")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });
});
