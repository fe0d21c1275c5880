import { securityTxt } from "../../src/lib/securityTxt";

describe("securityTxt", () => {
  const builtAt = new Date("2026-11-24T12:00:00Z");
  const fields = Object.fromEntries(
    securityTxt({ siteUrl: "https://acme.test", securityEmail: "security@acme.test" }, builtAt)
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );

  it("has the fields RFC 9116 asks for, with absolute addresses", () => {
    expect(fields).toEqual({
      Contact: "mailto:security@acme.test",
      Expires: expect.any(String),
      "Preferred-Languages": "en",
      Canonical: "https://acme.test/.well-known/security.txt",
      Policy: "https://acme.test/security",
    });
  });

  it("expires less than a year after the build, in the future", () => {
    const expires = new Date(fields.Expires!);
    expect(expires.getTime()).toBeGreaterThan(builtAt.getTime());
    expect(expires.getTime() - builtAt.getTime()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
    expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
