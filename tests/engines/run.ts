// `npm run test:engines`: the main journeys (journeys.ts) in Firefox ESR and WebKitGTK, against a
// production build served with the host's headers. `build` or `journeys` runs one half (tests/run.ts).
// Debian's engines, installed by scripts/ensure-browser.mjs; an engine that cannot be had is
// skipped with a loud line, except under CI, where that fails the run.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "../../scripts/static-server.mjs";
import type { Driver } from "./drivers/driver.ts";
import { firefox } from "./drivers/firefox.ts";
import { webkit } from "./drivers/webkit.ts";
import { JOURNEYS } from "./journeys.ts";
import { serveProvider } from "./provider.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORTS = {
  provider: Number(process.env.ENGINES_PROVIDER_PORT ?? 4331),
  collector: Number(process.env.ENGINES_COLLECTOR_PORT ?? 8792),
  webdriver: Number(process.env.ENGINES_WEBDRIVER_PORT ?? 4444),
};
const OUT_DIR = ".e2e-dist/engines";
const DATA_FILE = `${ROOT}.waitlist-data/engines-${PORTS.collector}.jsonl`;
const SHOTS = `${ROOT}test-results/engines`;
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

// WebKit has no headless mode: without a display, run again inside a virtual one.
const step = process.argv[2];
if (step !== "build" && !process.env.DISPLAY && !process.env.ENGINES_UNDER_XVFB && existsSync("/usr/bin/xvfb-run")) {
  const again = spawnSync("xvfb-run", ["-a", process.execPath, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, ENGINES_UNDER_XVFB: "1" },
  });
  process.exit(again.status ?? 1);
}

/** Why an engine cannot run here, or undefined. */
function missing(engine: string): string | undefined {
  if (engine === "Firefox") return existsSync(FIREFOX) ? undefined : `no Firefox at ${FIREFOX}`;
  if (!existsSync("/usr/bin/WebKitWebDriver")) return "no WebKitWebDriver (Debian's webkit2gtk-driver)";
  if (!process.env.DISPLAY) return "no display, and no xvfb-run to make one";
  const gi = spawnSync("/usr/bin/python3", ["-c", "import gi; gi.require_version('WebKit2', '4.1')"]);
  return gi.status === 0 ? undefined : "no python3-gi with gir1.2-webkit2-4.1 for the 375 px window";
}

function build(provider: string, collector: string) {
  const result = spawnSync("npm", ["run", "build", "--", "--outDir", OUT_DIR], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      PUBLIC_CAL_ORIGIN: provider,
      PUBLIC_CAL_EMBED_URL: `${provider}/embed/embed.js`,
      PUBLIC_CAL_FONT_URL: `${provider}/cal.ttf`,
      PUBLIC_WAITLIST_URL: collector,
    },
  });
  if (result.status !== 0) throw new Error("the engines' build failed");
}

function startCollector(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/waitlist-collector.mjs"], {
      cwd: ROOT,
      env: {
        ...process.env,
        WAITLIST_PORT: String(PORTS.collector),
        WAITLIST_DATA_FILE: DATA_FILE,
        WAITLIST_RESET: "1",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      collectorLog += chunk;
      if (String(chunk).includes("POST http")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`the collector exited with ${code}`)));
  });
}

// The collector logs every sign-up that reaches it, stored or already stored: one line per POST.
let collectorLog = "";
const postsFor = (email: string) => collectorLog.split("\n").filter((line) => line.includes(email)).length;

const signupsFor = (email: string) =>
  existsSync(DATA_FILE)
    ? readFileSync(DATA_FILE, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { fields: { email: string } })
        .filter((record) => record.fields.email === email)
    : [];

const engines: Record<string, () => Promise<Driver>> = {
  Firefox: () => firefox(FIREFOX),
  WebKit: () => webkit(PORTS.webdriver),
};

const started = Date.now();
const providerOrigin = `http://127.0.0.1:${PORTS.provider}`;
if (step !== "journeys") build(providerOrigin, `http://127.0.0.1:${PORTS.collector}/waitlist`);
if (step === "build") process.exit(0);
if (!existsSync(`${ROOT}${OUT_DIR}/index.html`))
  throw new Error(`no build in ${OUT_DIR}: run this with \`build\` first`);
mkdirSync(SHOTS, { recursive: true });
const provider = await serveProvider(PORTS.provider);
const collector = await startCollector();
const site = await serveStatic(`${ROOT}${OUT_DIR}`);
const siteWithoutScripts = await serveStatic(`${ROOT}${OUT_DIR}`, 0, { gone: /^\/_astro\/.+\.js$/ });

// A hung WebDriver call fails its journey instead of the whole run; within a full run the slowest take 16-19 s.
const JOURNEY_TIMEOUT_MS = 90_000;
async function withinTimeLimit(journey: Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took over ${JOURNEY_TIMEOUT_MS / 1000} s`)), JOURNEY_TIMEOUT_MS);
  });
  await Promise.race([journey, limit]).finally(() => clearTimeout(timer));
}

let failed = 0;
for (const [engine, launch] of Object.entries(engines)) {
  const reason = missing(engine);
  if (reason) {
    console.log(
      `\n!!! ${engine} SKIPPED: ${reason}. Its journeys did not run.${process.env.CI ? " (CI never skips.)" : ""}`,
    );
    if (process.env.CI) failed += 1;
    continue;
  }
  const driver = await launch();
  console.log(`\n${driver.version}`);
  for (const journey of JOURNEYS) {
    const t0 = Date.now();
    await driver.cspViolations();
    try {
      await withinTimeLimit(
        journey.run({
          driver,
          site: site.origin,
          siteWithoutScripts: siteWithoutScripts.origin,
          signupsFor,
          postsFor,
          screenshotPath: (name) => `${SHOTS}/${engine.toLowerCase()}-${name}.png`,
        }),
      );
      const violations = await driver.cspViolations();
      if (violations.length > 0) throw new Error(`CSP violations: ${violations.join("; ")}`);
      console.log(`  ✓ ${journey.name} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
    } catch (error) {
      failed += 1;
      console.log(`  ✘ ${journey.name}\n      ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await driver.close();
}
await site.close();
await siteWithoutScripts.close();
provider.close();
collector.kill();
console.log(
  `\nengines: ${failed ? `${failed} failed` : "all journeys passed"} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
