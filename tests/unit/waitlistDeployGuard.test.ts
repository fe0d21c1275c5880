import { isLoopbackUrl, waitlistDeployProblem } from "../../src/config/waitlistDeployGuard";

const SERVICE = "https://forms.acme.test/f/123";

describe("waitlistDeployProblem", () => {
  it("lets a local build through with or without an address", () => {
    expect(waitlistDeployProblem({})).toBeUndefined();
    expect(waitlistDeployProblem({ PUBLIC_WAITLIST_URL: "http://127.0.0.1:8787/waitlist" })).toBeUndefined();
    expect(waitlistDeployProblem({ VERCEL: "0", PUBLIC_WAITLIST_REQUIRED: "" })).toBeUndefined();
  });

  it("stops a Vercel build, or a required one, that has no address, in one line naming the variable", () => {
    for (const env of [
      { VERCEL: "1" },
      { PUBLIC_WAITLIST_REQUIRED: "1" },
      { PUBLIC_WAITLIST_REQUIRED: "true" },
      { VERCEL: "1", PUBLIC_WAITLIST_URL: "  " },
    ]) {
      const problem = waitlistDeployProblem(env);
      expect(problem, JSON.stringify(env)).toMatch(/^PUBLIC_WAITLIST_URL is not set/);
      expect(problem).not.toContain("\n");
    }
    expect(waitlistDeployProblem({ VERCEL: "1" })).toContain("VERCEL=1");
    expect(waitlistDeployProblem({ PUBLIC_WAITLIST_REQUIRED: "1" })).toContain("PUBLIC_WAITLIST_REQUIRED=1");
  });

  it("stops one whose address points at the visitor's own machine", () => {
    const problem = waitlistDeployProblem({ VERCEL: "1", PUBLIC_WAITLIST_URL: "http://localhost:8787/waitlist" });
    expect(problem).toMatch(/^PUBLIC_WAITLIST_URL points at loopback \(http:\/\/localhost:8787\/waitlist\)/);
  });

  it("lets one with a real service through", () => {
    expect(waitlistDeployProblem({ VERCEL: "1", PUBLIC_WAITLIST_URL: SERVICE })).toBeUndefined();
    expect(waitlistDeployProblem({ PUBLIC_WAITLIST_REQUIRED: "1", PUBLIC_WAITLIST_URL: SERVICE })).toBeUndefined();
  });
});

describe("isLoopbackUrl", () => {
  it("knows every way of writing this machine", () => {
    for (const url of [
      "http://localhost/x",
      "http://LOCALHOST.:3000/",
      "http://app.localhost/",
      "http://127.0.0.1:8787/waitlist",
      "http://127.1.2.3/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://0.0.0.0/",
      "http://[::1]:8787/",
      "http://[::]/",
      "http://[::ffff:127.0.0.1]/",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it("does not mistake other hosts for it", () => {
    for (const url of [
      SERVICE,
      "https://localhost.example.com/",
      "http://128.0.0.1/",
      "http://10.0.0.1/",
      "http://[::2]/",
      "not a url",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
