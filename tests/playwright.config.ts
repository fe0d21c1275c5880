import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/chromium.mjs";
import { COLLECTOR_FILE, COLLECTOR_PORT, COLLECTOR_URL } from "./e2e/waitlistCollector";

const port = Number(process.env.TEST_PORT ?? 4322);
const executablePath = chromiumPath();

export default defineConfig({
  testDir: "./e2e",
  outputDir: "../test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // The real local waitlist collector, so sign-ups go all the way to a server.
      command: `"${process.execPath}" scripts/waitlist-collector.mjs`,
      cwd: "..",
      url: `http://127.0.0.1:${COLLECTOR_PORT}/health`,
      // Never reuse: the specs read this collector's file, not whatever else holds the port.
      reuseExistingServer: false,
      env: { WAITLIST_PORT: String(COLLECTOR_PORT), WAITLIST_DATA_FILE: COLLECTOR_FILE, WAITLIST_RESET: "1" },
    },
    {
      // Tests run against the production build with the host's headers, as visitors get it.
      command: `npm run build && "${process.execPath}" scripts/serve-dist.mjs ${port}`,
      cwd: "..",
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { ASTRO_TELEMETRY_DISABLED: "1", PUBLIC_WAITLIST_URL: COLLECTOR_URL },
    },
  ],
});
