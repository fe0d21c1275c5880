// Runs the visitor's journey (interactions.mjs) several times at each CPU slowdown and keeps, per step,
// the median over runs of its worst interaction, with that run's breakdown.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium.mjs";
import { INTERACTION_STEPS, measureInteractions } from "./interactions.mjs";

/** A step's worst interaction in one run; one whose events all stayed under the observer's 16 ms counts as 0. */
function worstPerStep({ interactions, seen }) {
  const missing = INTERACTION_STEPS.filter((step) => !seen.includes(step.label)).map((step) => step.label);
  if (missing.length) throw new Error(`the journey never reached: ${missing.join(", ")}`);
  return INTERACTION_STEPS.map(({ label }) =>
    interactions
      .filter((interaction) => interaction.step === label)
      .reduce((a, b) => (b.duration > a.duration ? b : a), {
        duration: 0,
        inputDelay: 0,
        processing: 0,
        presentation: 0,
      }),
  );
}

/** `{ [slowdown]: [{ label, gated, duration, inputDelay, processing, presentation, runs }] }` */
export async function measureInteractionRuns(origin, slowdowns, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const slowdown of slowdowns) {
      const perRun = [];
      // A journey that breaks off (a tap that missed while the page moved) is run again, twice at most.
      for (let attempt = 0; perRun.length < runs && attempt < runs + 2; attempt++) {
        try {
          perRun.push(worstPerStep(await measureInteractions(browser, origin, slowdown)));
        } catch (error) {
          console.warn(`Interaction run at ${slowdown}x failed: ${error.message.split("\n")[0]}; running again`);
        }
      }
      if (perRun.length < runs)
        throw new Error(`the interaction journey at ${slowdown}x finished only ${perRun.length} times`);
      results[slowdown] = INTERACTION_STEPS.map(({ label, gated }, i) => {
        const byDuration = perRun.map((run) => run[i]).sort((a, b) => a.duration - b.duration);
        const median = byDuration[Math.floor(byDuration.length / 2)];
        const round = (ms) => Math.round(ms);
        return {
          label,
          gated,
          duration: median.duration,
          inputDelay: round(median.inputDelay),
          processing: round(median.processing),
          presentation: round(median.presentation),
          runs: perRun.map((run) => run[i].duration),
        };
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
