// Lighthouse on one page and form factor: the median of its runs (docs/performance.md).
import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const TIMING_AUDITS = {
  fcp: "first-contentful-paint",
  si: "speed-index",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
};

/**
 * `timings: false` runs only what does not time the CPU (accessibility, best practices, SEO and CLS),
 * so one run is the answer; with timings, the performance category too, and the median of `runs`.
 * Each kept run's report is written to `${saveAs}-${formFactor}.json`, in a folder that exists.
 */
export async function lighthouseRuns(url, { formFactor, runs: wanted, cpuSlowdown, timings, saveAs }) {
  const runs = [];
  // A run Lighthouse could not finish (a runtime error, no paint recorded) is run again, twice at most.
  for (let attempt = 0; runs.length < wanted && attempt < wanted + 2; attempt++) {
    const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...(timings ? ["performance"] : []), "accessibility", "best-practices", "seo"],
          ...(!timings && { onlyAudits: ["cumulative-layout-shift"] }),
          ...(formFactor === "mobile" && {
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
          }),
        },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      const { categories, audits, runtimeError } = result.lhr;
      const cls = audits["cumulative-layout-shift"].numericValue;
      const unfinished = runtimeError?.code ?? (cls === undefined ? "no CLS" : undefined);
      if (unfinished || (timings && audits[TIMING_AUDITS.lcp].numericValue === undefined)) {
        console.warn(`Lighthouse run of ${url} (${formFactor}) failed: ${unfinished ?? "no LCP"}; running again`);
        continue;
      }
      writeFileSync(`${saveAs}-${formFactor}.json`, JSON.stringify(result.lhr));
      runs.push({
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories["best-practices"].score * 100,
        seo: categories.seo.score * 100,
        cls,
        ...(timings && {
          performance: categories.performance.score * 100,
          ...Object.fromEntries(Object.entries(TIMING_AUDITS).map(([key, id]) => [key, audits[id].numericValue])),
          lcpElement:
            audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.selector ?? "",
        }),
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
  return summary;
}
