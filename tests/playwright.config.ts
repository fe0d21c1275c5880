import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "../scripts/chromium.mjs";
import {
  COLLECTOR_ALIAS_HOST,
  COLLECTOR_FILE,
  COLLECTOR_PORT,
  COLLECTOR_TLS_FILES,
  COLLECTOR_TLS_PORT,
  COLLECTOR_URL,
  CORS_COLLECTOR_URL,
} from "./e2e/waitlistCollector";

const port = Number(process.env.TEST_PORT ?? 4322);
// The second build (Vercel, cors mode) is served here.
const corsPort = Number(process.env.TEST_CORS_PORT ?? port + 1);
const corsOutDir = ".e2e-dist/cors";
// Both builds' site address: a build for visitors refuses an example domain, and the evidence pack, which names
// the site, must come out the same from both (sample-pack.spec.ts).
const SITE_URL = "https://attestation-testing.co.uk";
const executablePath = testChromiumPath();
// Specs for the Vercel build: its cors mode, its analytics (only builds made on Vercel have them), its privacy facts.
const VERCEL_BUILD_SPECS = /(^|[\\/])(waitlist-cors|analytics|privacy-facts)\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  // Its own folder: Playwright empties it at start, while the engines run writes beside it (tests/run.ts).
  outputDir: "../test-results/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three times Playwright's 5 s: on 2 busy cores, waits took over 5 s, one over 10. A timing check sets its own.
  expect: { timeout: 15_000 },
  workers: 3,
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
    // Fades cost a software-composited frame each here; motion is tested where it is the behaviour (CONTRIBUTING.md, "Testing").
    reducedMotion: "reduce",
    launchOptions: {
      executablePath,
      // The collector's public-looking name resolves to loopback: nothing leaves the machine.
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${COLLECTOR_ALIAS_HOST} 127.0.0.1`],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: VERCEL_BUILD_SPECS },
    {
      name: "cors",
      // Its waitlist address is https: with the test certificate (tests/fixtures/tls).
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${corsPort}`, ignoreHTTPSErrors: true },
      testMatch: VERCEL_BUILD_SPECS,
    },
  ],
  webServer: [
    {
      // The real local waitlist collector, so sign-ups go all the way to a server.
      command: `"${process.execPath}" scripts/waitlist-collector.mjs`,
      cwd: "..",
      url: `http://127.0.0.1:${COLLECTOR_PORT}/health`,
      // Never reuse: the specs read this collector's file, not whatever else holds the port.
      reuseExistingServer: false,
      env: {
        WAITLIST_PORT: String(COLLECTOR_PORT),
        WAITLIST_DATA_FILE: COLLECTOR_FILE,
        WAITLIST_RESET: "1",
        WAITLIST_SITE_ORIGINS: `http://127.0.0.1:${port},http://127.0.0.1:${corsPort}`,
        WAITLIST_TEST_CONTROL: "1",
        WAITLIST_TLS_PORT: String(COLLECTOR_TLS_PORT),
        WAITLIST_TLS_CERT: COLLECTOR_TLS_FILES.cert,
        WAITLIST_TLS_KEY: COLLECTOR_TLS_FILES.key,
      },
    },
    {
      // Tests run against the production build with the host's headers, as visitors get it.
      command: `npm run build && "${process.execPath}" scripts/static-server.mjs dist ${port}`,
      cwd: "..",
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { ASTRO_TELEMETRY_DISABLED: "1", PUBLIC_WAITLIST_URL: COLLECTOR_URL, PUBLIC_SITE_URL: SITE_URL },
    },
    {
      // A build as Vercel makes it (VERCEL=1), posting in cors mode to a non-loopback address, with
      // privacy facts as a deployment supplies them: the build guard must let it through.
      // Web servers start one after another, so the two builds never overlap.
      command: `npm run build -- --outDir ${corsOutDir} && "${process.execPath}" scripts/static-server.mjs ${corsOutDir} ${corsPort}`,
      cwd: "..",
      url: `http://127.0.0.1:${corsPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        ASTRO_TELEMETRY_DISABLED: "1",
        VERCEL: "1",
        PUBLIC_WAITLIST_URL: CORS_COLLECTOR_URL,
        PUBLIC_WAITLIST_MODE: "cors",
        PUBLIC_SITE_URL: SITE_URL,
        PUBLIC_DOCS_URL: "https://docs.attestation-testing.co.uk",
        PUBLIC_PRIVACY_EMAIL: "privacy@attestation-testing.co.uk",
        PUBLIC_SECURITY_EMAIL: "security@attestation-testing.co.uk",
        PUBLIC_ACCESSIBILITY_EMAIL: "accessibility@attestation-testing.co.uk",
        PRIVACY_FACTS_FILE: "tests/fixtures/privacy-facts.json",
        // The guard's day, on which the fixture's dates are current, whatever day the tests run.
        SOURCE_DATE_EPOCH: String(Date.UTC(2026, 11, 1) / 1000),
      },
    },
  ],
});
