// `npm run perf`: builds the site, serves dist/ like a static host and checks the
// budgets in the README: bytes (gzip) by a real browser, and Lighthouse scores
// (median of five runs: on a shared, busy machine single runs of TBT range from 0 to 100 ms).
// Exits non-zero when a budget is missed; writes perf-results/perf.json.
// PERF_CPU_SLOWDOWN=6 measures the phone runs on a CPU slowed 6x instead of Lighthouse's 4x,
// to see how a host a third slower than this one fares. Taps and keys on / are measured at 4x and 6x;
// PERF_ONLY=interactions measures only those.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
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
  timingGoals,
} from "./perf/budgets.mjs";
import { busyMachineRule } from "./perf/busyMachine.mjs";
import { measureInteractionRuns } from "./perf/interactionRuns.mjs";
import { printInteractions, printReport } from "./perf/report.mjs";
import { serveStatic } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const PAGES = ["/", "/privacy", "/sample"];
const RUNS = Number(process.env.PERF_RUNS ?? 5);
// The timing goals and gates are the phone's; desktop is gated only on what every run agrees on
// (scores, CLS), so three runs do, and keep CI's whole run under 15 minutes.
const DESKTOP_RUNS = Math.min(RUNS, 3);
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
const ONLY_INTERACTIONS = process.env.PERF_ONLY === "interactions";
const busyMachine = busyMachineRule();

if (!process.argv.includes("--no-build")) {
  execSync("npm run build", {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}
const server = await serveStatic(`${root}dist`);

const bytes = {};
if (!ONLY_INTERACTIONS) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const path of PAGES) bytes[path] = await measureBytes(browser, server.origin, path);
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns(url, formFactor) {
  const wanted = formFactor === "desktop" ? DESKTOP_RUNS : RUNS;
  const runs = [];
  let busyRepeats = 0;
  // A run Lighthouse could not finish (a runtime error, no paint recorded) is run again, twice at most.
  for (let attempt = 0; runs.length < wanted && attempt < wanted + 2 + busyRepeats; attempt++) {
    const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          ...(formFactor === "mobile" && {
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
          }),
        },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || audits["largest-contentful-paint"].numericValue === undefined) {
        console.warn(
          `Lighthouse run of ${url} (${formFactor}) failed: ${runtimeError?.code ?? "no LCP"}; running again`,
        );
        continue;
      }
      const { benchmarkIndex } = result.lhr.environment;
      const busy = busyMachine.judge(benchmarkIndex);
      if (busy.reason) console.warn(`Lighthouse run of ${url} (${formFactor}) taken on a busy machine: ${busy.reason}`);
      if (busy.repeat) {
        busyRepeats++;
        continue;
      }
      mkdirSync(`${root}perf-results`, { recursive: true });
      writeFileSync(
        `${root}perf-results/lighthouse${url.slice(server.origin.length).replace(/\W+/g, "-")}${formFactor}.json`,
        JSON.stringify(result.lhr),
      );
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories["best-practices"].score * 100,
        seo: categories.seo.score * 100,
        benchmarkIndex,
        fcp: audits["first-contentful-paint"].numericValue,
        si: audits["speed-index"].numericValue,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        lcpElement:
          audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.selector ?? "",
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      });
    } finally {
      chrome.kill();
    }
  }
  if (runs.length < wanted)
    throw new Error(`Lighthouse measured ${url} (${formFactor}) only ${runs.length} times in ${wanted + 2} attempts`);
  const summary = {};
  for (const key of Object.keys(runs[0])) {
    if (key === "failing") summary[key] = [...new Set(runs.flatMap((run) => run.failing))];
    else if (key === "lcpElement") summary[key] = [...new Set(runs.map((run) => run.lcpElement))];
    else summary[key] = median(runs.map((run) => run[key]));
  }
  return { ...summary, busyRepeats };
}

const lighthouseResults = {};
for (const path of ONLY_INTERACTIONS ? [] : PAGES) {
  lighthouseResults[path] = {
    mobile: await lighthouseRuns(server.origin + path, "mobile"),
    desktop: await lighthouseRuns(server.origin + path, "desktop"),
  };
}
const interactions = await measureInteractionRuns(server.origin, Object.keys(INTERACTION_GOALS).map(Number), RUNS);
await server.close();

const budgetOutcome = checkBudgets(bytes, lighthouseResults, CPU_SLOWDOWN);
const interactionOutcome = checkInteractions(interactions);
const outcome = {
  failures: [...budgetOutcome.failures, ...interactionOutcome.failures],
  goalsMissed: [...budgetOutcome.goalsMissed, ...interactionOutcome.goalsMissed],
};
if (!ONLY_INTERACTIONS) printReport(bytes, lighthouseResults, budgetOutcome, CPU_SLOWDOWN);
printInteractions(interactions, interactionOutcome);

mkdirSync(`${root}perf-results`, { recursive: true });
writeFileSync(
  `${root}perf-results/perf.json`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      budgets: BUDGETS,
      timingGoals: timingGoals(CPU_SLOWDOWN),
      timingGates: TIMING_GATES,
      lighthouse100: LIGHTHOUSE_100,
      interactionGoals: INTERACTION_GOALS,
      interactionGates: INTERACTION_GATES,
      bytes,
      lighthouse: lighthouseResults,
      interactions,
      ...outcome,
    },
    null,
    2,
  ),
);
console.log("\nwrote perf-results/perf.json");
process.exit(outcome.failures.length ? 1 : 0);
