import {
  BUDGETS,
  htmlBudget,
  INTERACTION_GATES,
  INTERACTION_GOALS,
  LIGHTHOUSE_100,
  TIMING_GATES,
  timingGoals,
} from "./budgets.mjs";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? "ok  " : "MISS");

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows.map((row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join("  ")).join("\n");
}

/** One table per CPU slowdown: each step's worst event with its breakdown, the goal and the gate. */
export function printInteractions(interactions, { failures, goalsMissed }) {
  for (const [slowdown, steps] of Object.entries(interactions)) {
    const rows = [["interaction", "ms", "input delay", "processing", "presentation", "runs", "goal", ""]];
    for (const step of steps) {
      const { label, gated, duration, inputDelay, processing, presentation, runs } = step;
      const mark = !gated
        ? ""
        : duration > INTERACTION_GATES[slowdown]
          ? "FAIL"
          : duration > INTERACTION_GOALS[slowdown]
            ? "MISS"
            : "ok";
      rows.push([
        label,
        duration,
        inputDelay,
        processing,
        presentation,
        runs.join(" "),
        gated ? `<= ${INTERACTION_GOALS[slowdown]}` : "reported",
        mark,
      ]);
    }
    console.log(
      `\nInteractions, real CPU slowed ${slowdown}x: worst event, median of ${steps[0].runs.length} runs ` +
        `(0: every event under 16 ms); fails past ${INTERACTION_GATES[slowdown]} ms\n${table(rows)}`,
    );
  }
  if (goalsMissed.length)
    console.log(`\nInteraction goals missed on this machine (not a failure):\n- ${goalsMissed.join("\n- ")}`);
  console.log(
    failures.length
      ? `\nInteractions past their gate:\n- ${failures.join("\n- ")}`
      : "\nEvery interaction within its gate.",
  );
}

export function printBytes(bytes) {
  const byteRows = [["page", "metric", "value", "budget", ""]];
  const budgeted = (path, label, value, budget, show = kb) => [
    path,
    label,
    show(value),
    show(budget),
    mark(value <= budget),
  ];
  for (const [path, b] of Object.entries(bytes)) {
    byteRows.push([path, "JS first load (gzip)", kb(b.jsFirstLoad), "", ""]);
    byteRows.push(budgeted(path, "JS after scrolling (gzip)", b.jsAfterScroll, BUDGETS.jsAfterScroll));
    byteRows.push(budgeted(path, "JS after opening the dialog (gzip)", b.jsAfterDialog, BUDGETS.jsAfterScroll));
    if (b.dialogChunk !== undefined)
      byteRows.push(budgeted(path, "demo dialog chunk (gzip)", b.dialogChunk, BUDGETS.dialogChunk));
    byteRows.push(budgeted(path, "CSS (gzip)", b.css, BUDGETS.css));
    byteRows.push(budgeted(path, "HTML (gzip)", b.html, htmlBudget(path)));
    const count = String;
    byteRows.push(
      budgeted(
        path,
        "requests before first paint",
        b.requestsBeforeFirstPaint.length,
        BUDGETS.requestsBeforeFirstPaint,
        count,
      ),
    );
    byteRows.push(
      budgeted(path, "third-party requests", b.thirdPartyRequests.length, BUDGETS.thirdPartyRequests, count),
    );
  }
  console.log(`\nBytes, measured in Chromium\n${table(byteRows)}`);
}

/** Lighthouse's medians; the timing columns, the line for a 100, the goal and the gate only when timed. */
export function printLighthouse(lighthouse, cpuSlowdown, timings) {
  const head = ["page", "form", "a11y", "best", "seo", "CLS"];
  const rows = [timings ? [...head, "perf", "FCP ms", "SI ms", "LCP ms", "TBT ms"] : head];
  const timed = (perf, fcp, si, lcp, tbt) => (timings ? [perf, fcp, si, lcp, tbt] : []);
  for (const [path, forms] of Object.entries(lighthouse)) {
    for (const [form, r] of Object.entries(forms)) {
      const ms = (value) => Math.round(value);
      rows.push([
        path,
        form,
        r.accessibility,
        r.bestPractices,
        r.seo,
        r.cls.toFixed(4),
        ...timed(r.performance, ms(r.fcp), ms(r.si), ms(r.lcp), ms(r.tbt)),
      ]);
    }
  }
  const budgets = [BUDGETS.accessibility, BUDGETS.bestPractices, BUDGETS.seo, `< ${BUDGETS.cls}`];
  if (timings) {
    const { fcp, si, lcp, tbt, cls } = LIGHTHOUSE_100;
    rows.push(["line for a 100 (mobile)", "", "", "", "", cls, "", fcp, si, lcp, tbt]);
    for (const [label, limits] of [
      ["goal (mobile)", timingGoals(cpuSlowdown)],
      ["fails past (mobile)", TIMING_GATES],
    ])
      rows.push([label, "", ...budgets, limits.performance, limits.fcp ?? "", "", limits.lcp, `< ${limits.tbt}`]);
  } else rows.push(["budget (mobile)", "", ...budgets]);
  const runs = timings ? `median of runs, mobile CPU slowed ${cpuSlowdown}x` : "one run each, untimed audits";
  console.log(`\nLighthouse, ${runs}\n${table(rows)}`);
  for (const [path, forms] of Object.entries(lighthouse)) {
    for (const [form, r] of Object.entries(forms)) {
      if (r.failing.length) console.log(`${path} ${form}: audits not passed in some run: ${r.failing.join(", ")}`);
      if (timings) console.log(`${path} ${form}: LCP element ${r.lcpElement.join(" | ").slice(0, 160)}`);
    }
  }
}

export function printOutcome({ failures, goalsMissed }) {
  if (goalsMissed.length)
    console.log(`\nTiming goals missed on this machine (not a failure):\n- ${goalsMissed.join("\n- ")}`);
  console.log(failures.length ? `\nBudgets missed:\n- ${failures.join("\n- ")}` : "\nAll budgets met.");
}
