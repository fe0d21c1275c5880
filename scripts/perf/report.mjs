import {
  BUDGETS,
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
    const rows = [["interaction on /", "ms", "input delay", "processing", "presentation", "runs", "goal", ""]];
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
        `(0: every event under 16 ms); CI fails past ${INTERACTION_GATES[slowdown]} ms\n${table(rows)}`,
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

export function printReport(bytes, lighthouse, { failures, goalsMissed }, cpuSlowdown) {
  const byteRows = [["page", "metric", "value", "budget", ""]];
  for (const [path, b] of Object.entries(bytes)) {
    byteRows.push([path, "JS first load (gzip)", kb(b.jsFirstLoad), "", ""]);
    byteRows.push([
      path,
      "JS after scrolling (gzip)",
      kb(b.jsAfterScroll),
      kb(BUDGETS.jsAfterScroll),
      mark(b.jsAfterScroll <= BUDGETS.jsAfterScroll),
    ]);
    byteRows.push([
      path,
      "JS after opening the dialog (gzip)",
      kb(b.jsAfterDialog),
      kb(BUDGETS.jsAfterScroll),
      mark(b.jsAfterDialog <= BUDGETS.jsAfterScroll),
    ]);
    if (b.dialogChunk !== undefined)
      byteRows.push([
        path,
        "demo dialog chunk (gzip)",
        kb(b.dialogChunk),
        kb(BUDGETS.dialogChunk),
        mark(b.dialogChunk <= BUDGETS.dialogChunk),
      ]);
    byteRows.push([path, "CSS (gzip)", kb(b.css), kb(BUDGETS.css), mark(b.css <= BUDGETS.css)]);
    byteRows.push([path, "HTML (gzip)", kb(b.html), kb(BUDGETS.html), mark(b.html <= BUDGETS.html)]);
    byteRows.push([
      path,
      "requests before first paint",
      b.requestsBeforeFirstPaint.length,
      BUDGETS.requestsBeforeFirstPaint,
      mark(b.requestsBeforeFirstPaint.length <= BUDGETS.requestsBeforeFirstPaint),
    ]);
    byteRows.push([
      path,
      "third-party requests",
      b.thirdPartyRequests.length,
      0,
      mark(b.thirdPartyRequests.length === 0),
    ]);
  }
  console.log(`\nBytes, measured in Chromium\n${table(byteRows)}`);

  const lhRows = [["page", "form", "perf", "a11y", "best", "seo", "FCP ms", "SI ms", "LCP ms", "TBT ms", "CLS"]];
  for (const [path, forms] of Object.entries(lighthouse)) {
    for (const [form, r] of Object.entries(forms)) {
      lhRows.push([
        path,
        form,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        Math.round(r.fcp),
        Math.round(r.si),
        Math.round(r.lcp),
        Math.round(r.tbt),
        r.cls.toFixed(4),
      ]);
    }
  }
  lhRows.push([
    "line for a 100 (mobile)",
    "",
    "",
    "",
    "",
    "",
    LIGHTHOUSE_100.fcp,
    LIGHTHOUSE_100.si,
    LIGHTHOUSE_100.lcp,
    LIGHTHOUSE_100.tbt,
    LIGHTHOUSE_100.cls,
  ]);
  const limitRow = (label, timing) => [
    label,
    "",
    timing.performance,
    BUDGETS.accessibility,
    BUDGETS.bestPractices,
    BUDGETS.seo,
    timing.fcp ?? "",
    "",
    timing.lcp,
    `< ${timing.tbt}`,
    `< ${BUDGETS.cls}`,
  ];
  lhRows.push(limitRow("goal (mobile)", timingGoals(cpuSlowdown)));
  lhRows.push(limitRow("CI fails past (mobile)", TIMING_GATES));
  console.log(`\nLighthouse, median of runs, mobile CPU slowed ${cpuSlowdown}x\n${table(lhRows)}`);
  for (const [path, forms] of Object.entries(lighthouse)) {
    for (const [form, r] of Object.entries(forms)) {
      if (r.failing.length) console.log(`${path} ${form}: audits not passed in some run: ${r.failing.join(", ")}`);
      if (r.busyRepeats)
        console.log(`${path} ${form}: ${r.busyRepeats} run(s) taken again, the machine was busy (busyMachine.mjs)`);
      console.log(`${path} ${form}: LCP element ${r.lcpElement.join(" | ").slice(0, 160)}`);
    }
  }
  if (goalsMissed.length)
    console.log(`\nTiming goals missed on this machine (not a failure):\n- ${goalsMissed.join("\n- ")}`);
  console.log(failures.length ? `\nBudgets missed:\n- ${failures.join("\n- ")}` : "\nAll budgets met.");
}
