// @vitest-environment node
// The real `npm run build`, stopped by the guard for visitors' builds. Its other half, a
// `VERCEL=1 npm run build` with PUBLIC_WAITLIST_URL and real-looking privacy facts that succeeds,
// is the e2e suite's second build (tests/playwright.config.ts), which the "cors" specs run against.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function build(env: Record<string, string>, outDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn("npm", ["run", "build", "--", "--outDir", outDir], {
      cwd: ROOT,
      // An empty PUBLIC_WAITLIST_URL also outranks one in a local .env file.
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        VERCEL: "",
        PUBLIC_WAITLIST_REQUIRED: "",
        PUBLIC_WAITLIST_URL: "",
        PUBLIC_PRIVACY_EMAIL: "",
        PRIVACY_FACTS_FILE: "",
        // The guard's day: the fixture's dates are current on it, whatever day the test runs.
        SOURCE_DATE_EPOCH: String(Date.UTC(2026, 11, 1) / 1000),
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    // CI=true turns the build's colours on; the reason is read as plain text.
    child.on("close", (code) => resolve({ code, output: stripVTControlCharacters(output) }));
  });
}

describe("npm run build for visitors without a waitlist service or real privacy facts", () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), "bioattest-guard-"));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("VERCEL=1 without PUBLIC_WAITLIST_URL exits non-zero, saying why, and builds nothing", async () => {
    const { code, output } = await build({ VERCEL: "1" }, outDir);
    expect(code).not.toBe(0);
    expect(output).toContain("PUBLIC_WAITLIST_URL: is http://127.0.0.1:8787/waitlist (unset or loopback)");
    expect(existsSync(join(outDir, "index.html"))).toBe(false);
  }, 60_000);

  it("PUBLIC_WAITLIST_REQUIRED=1 with a loopback address exits non-zero, naming the address", async () => {
    const { code, output } = await build(
      { PUBLIC_WAITLIST_REQUIRED: "1", PUBLIC_WAITLIST_URL: "http://localhost:8787/waitlist" },
      outDir,
    );
    expect(code).not.toBe(0);
    expect(output).toContain("PUBLIC_WAITLIST_URL: is http://localhost:8787/waitlist (unset or loopback)");
    expect(existsSync(join(outDir, "index.html"))).toBe(false);
  }, 60_000);

  it("VERCEL=1 with unsound privacy facts exits non-zero, naming every field and why, and builds nothing", async () => {
    const file = join(outDir, "privacy-facts.json");
    const { facts } = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/privacy-facts.json"), "utf8"));
    facts.controller.name = "[sample] BioAttest legal entity";
    delete facts.dpo;
    facts.purposes.waitlist.retention = "for as long as it is necessary";
    facts.providers[1].name = "a third-party form service";
    facts.providers[1].role = "controller";
    facts.providers[2].dpa = "https://cal.example/dpa";
    facts.providers[2].transfer.uk = "none needed";
    facts.providers[0].checkedOn = "2019-01-01";
    writeFileSync(file, JSON.stringify({ facts }));

    const { code, output } = await build(
      { VERCEL: "1", PUBLIC_WAITLIST_URL: "http://forms.acme.io/f/1", PRIVACY_FACTS_FILE: file },
      outDir,
    );
    expect(code).not.toBe(0);
    for (const field of [
      "PUBLIC_WAITLIST_URL: is http://forms.acme.io/f/1: it must be an https: address",
      "PUBLIC_PRIVACY_EMAIL: (privacy@bioattest.example) uses an example domain",
      "controller.name: is a sample value",
      "dpo: must be",
      'purposes.waitlist.retention: says "for as long as it is necessary"',
      "providers.1.name: describes the service instead of naming it",
      "providers.1.role: is controller",
      "providers.2.dpa: uses an example domain",
      'providers.2.transfer.uk: says "none needed"',
      "providers.0.checkedOn: is 2019-01-01, more than 12 months before this build (2026-12-01)",
      "providers: has no waitlist entry whose hosts serve forms.acme.io (PUBLIC_WAITLIST_URL)",
    ])
      expect(output).toContain(field);
    expect(existsSync(join(outDir, "index.html"))).toBe(false);
  }, 60_000);
});
