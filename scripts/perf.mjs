// `npm run perf`: builds the site, serves dist/ like the host and checks it against docs/performance.md:
// bytes and requests in a real browser, Lighthouse's medians on mobile and desktop, taps and keys at 4x
// and 6x. It prints every figure beside its goal, fails past a budget or gate, writes perf-results/perf.json.
// `--deterministic` (`npm run budgets`, CI on every push) checks only what is the same on every machine:
// bytes, requests, and one Lighthouse run per page for its untimed scores and CLS.
// `--no-build` measures the dist/ already there; PERF_RUNS, PERF_CPU_SLOWDOWN=6 and PERF_ONLY=interactions
// change the timed runs.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { measureBytes } from "./perf/measureBytes.mjs";
import {
  BUDGETS,
  INTERACTION_GATES,
  INTERACTION_GOALS,
  LIGHTHOUSE_100,
  TIMING_GATES,
  checkBudgets,
  checkInteractions,
  checkTimings,
  timingGoals,
} from "./perf/budgets.mjs";
import { measureInteractionRuns } from "./perf/interactionRuns.mjs";
import { lighthouseRuns } from "./perf/lighthouse.mjs";
import { printBytes, printInteractions, printLighthouse, printOutcome } from "./perf/report.mjs";
import { serveStatic } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = `${root}perf-results`;
const PAGES = ["/", "/privacy", "/sample"];
const DETERMINISTIC = process.argv.includes("--deterministic");
const RUNS = DETERMINISTIC ? 1 : Number(process.env.PERF_RUNS ?? 5);
// The timing goals and gates are the phone's; desktop is only reported, so three runs do.
const DESKTOP_RUNS = Math.min(RUNS, 3);
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
const ONLY_INTERACTIONS = !DETERMINISTIC && process.env.PERF_ONLY === "interactions";

if (!process.argv.includes("--no-build")) {
  execSync("npm run build", {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}
const server = await serveStatic(`${root}dist`);
mkdirSync(results, { recursive: true });

const bytes = {};
const lighthouse = {};
async function measureAllBytes() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const path of PAGES) bytes[path] = await measureBytes(browser, server.origin, path);
  await browser.close();
}
async function runLighthouse() {
  for (const path of PAGES) {
    const options = {
      cpuSlowdown: CPU_SLOWDOWN,
      timings: !DETERMINISTIC,
      saveAs: `${results}/lighthouse${path.replace(/\W+/g, "-").replace(/-$/, "")}`,
    };
    lighthouse[path] = {
      mobile: await lighthouseRuns(server.origin + path, { ...options, formFactor: "mobile", runs: RUNS }),
    };
    if (!DETERMINISTIC)
      lighthouse[path].desktop = await lighthouseRuns(server.origin + path, {
        ...options,
        formFactor: "desktop",
        runs: DESKTOP_RUNS,
      });
  }
}
// Byte counts and untimed audits do not time the CPU, so they may share it; a timed run never does.
if (DETERMINISTIC) await Promise.all([measureAllBytes(), runLighthouse()]);
else if (!ONLY_INTERACTIONS) {
  await measureAllBytes();
  await runLighthouse();
}
const interactions = DETERMINISTIC
  ? {}
  : await measureInteractionRuns(server.origin, Object.keys(INTERACTION_GOALS).map(Number), RUNS);
await server.close();

const pageOutcomes = [
  checkBudgets(bytes, lighthouse),
  ...(DETERMINISTIC ? [] : [checkTimings(lighthouse, CPU_SLOWDOWN)]),
];
const interactionOutcome = DETERMINISTIC ? undefined : checkInteractions(interactions);
const merged = (list) => ({
  failures: list.flatMap((each) => each.failures),
  goalsMissed: list.flatMap((each) => each.goalsMissed),
});
if (!ONLY_INTERACTIONS) {
  printBytes(bytes);
  printLighthouse(lighthouse, CPU_SLOWDOWN, !DETERMINISTIC);
  printOutcome(merged(pageOutcomes));
}
if (interactionOutcome) printInteractions(interactions, interactionOutcome);
const outcome = merged([...pageOutcomes, ...(interactionOutcome ? [interactionOutcome] : [])]);

const file = DETERMINISTIC ? "budgets.json" : "perf.json";
writeFileSync(
  `${results}/${file}`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      deterministic: DETERMINISTIC,
      runs: RUNS,
      budgets: BUDGETS,
      ...(!DETERMINISTIC && {
        cpuSlowdown: CPU_SLOWDOWN,
        timingGoals: timingGoals(CPU_SLOWDOWN),
        timingGates: TIMING_GATES,
        lighthouse100: LIGHTHOUSE_100,
        interactionGoals: INTERACTION_GOALS,
        interactionGates: INTERACTION_GATES,
      }),
      bytes,
      lighthouse,
      interactions,
      ...outcome,
    },
    null,
    2,
  ),
);
console.log(`\nwrote perf-results/${file}`);
process.exit(outcome.failures.length ? 1 : 0);
