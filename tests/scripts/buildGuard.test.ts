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
import { dump, load } from "js-yaml";

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
    expect(output).toContain("PUBLIC_WAITLIST_URL is http://127.0.0.1:8787/waitlist (unset or loopback)");
    expect(existsSync(join(outDir, "index.html"))).toBe(false);
  }, 60_000);

  it("PUBLIC_WAITLIST_REQUIRED=1 with a loopback address exits non-zero, naming the address", async () => {
    const { code, output } = await build(
      { PUBLIC_WAITLIST_REQUIRED: "1", PUBLIC_WAITLIST_URL: "http://localhost:8787/waitlist" },
      outDir,
    );
    expect(code).not.toBe(0);
    expect(output).toContain("PUBLIC_WAITLIST_URL is http://localhost:8787/waitlist (unset or loopback)");
    expect(existsSync(join(outDir, "index.html"))).toBe(false);
  }, 60_000);

  it("VERCEL=1 with placeholder privacy facts exits non-zero, naming every field and why, and builds nothing", async () => {
    const file = join(outDir, "privacy-facts.yaml");
    const { facts } = load(readFileSync(join(ROOT, "tests/fixtures/privacy-facts.yaml"), "utf8")) as { facts: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    facts.controller.name = "[sample] BioAttest legal entity";
    delete facts.dpo;
    facts.purposes.waitlist.retention = "as long as necessary";
    facts.providers[1].name = "a third-party form service";
    facts.providers[2].terms = "https://cal.example/privacy";
    writeFileSync(file, dump({ facts }));

    const { code, output } = await build(
      { VERCEL: "1", PUBLIC_WAITLIST_URL: "https://forms.acme.io/f/1", PRIVACY_FACTS_FILE: file },
      outDir,
    );
    expect(code).not.toBe(0);
    for (const field of [
      "PUBLIC_PRIVACY_EMAIL (privacy@bioattest.example) uses an example domain",
      `${file}: controller.name is a sample value`,
      `${file}: dpo must be`,
      `${file}: purposes.waitlist.retention says "as long as necessary"`,
      `${file}: providers[1].name describes the service instead of naming it`,
      `${file}: providers[2].terms uses an example domain`,
      `${file}: providers has no waitlist entry whose hosts serve forms.acme.io (PUBLIC_WAITLIST_URL)`,
    ])
      expect(output).toContain(field);
    expect(existsSync(join(outDir, "index.html"))).toBe(false);
  }, 60_000);
});
