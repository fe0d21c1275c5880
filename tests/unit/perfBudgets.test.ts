import { BUDGETS, TIMING_GATES, checkBudgets, checkTimings, timingGoals } from "../../scripts/perf/budgets.mjs";

const withinBytes = {
  jsAfterScroll: BUDGETS.jsAfterScroll,
  jsAfterDialog: BUDGETS.jsAfterScroll,
  dialogChunk: BUDGETS.dialogChunk,
  css: BUDGETS.css,
  html: BUDGETS.html,
  thirdPartyRequests: [],
  requestsBeforeFirstPaint: [],
};
const untimed = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
const goals = timingGoals(4);
const timed = (timings: object) => ({ "/": { mobile: { ...untimed, ...timings } } });

describe("the performance budgets", () => {
  it("pass a page at every limit, and fail each one just past it (npm run budgets)", () => {
    expect(checkBudgets({ "/": withinBytes }, { "/": { mobile: untimed } }).failures).toEqual([]);
    const over = {
      ...withinBytes,
      css: BUDGETS.css + 1,
      thirdPartyRequests: ["https://example.com/x.js"],
      requestsBeforeFirstPaint: ["/font.woff2"],
    };
    const { failures } = checkBudgets({ "/": over }, { "/": { mobile: { ...untimed, seo: 92, cls: 0.02 } } });
    expect(failures).toHaveLength(5);
    for (const label of ["CSS", "third-party", "before first paint", "seo", "CLS"])
      expect(failures.some((failure) => failure.includes(label))).toBe(true);
  });

  it("hold /sample's HTML to its own budget, and every other page's to 30 KB", () => {
    const html = (path: string, bytes: number) =>
      checkBudgets({ [path]: { ...withinBytes, html: bytes } }, { [path]: { mobile: untimed } }).failures;
    expect(html("/sample", BUDGETS.sampleHtml)).toEqual([]);
    expect(html("/sample", BUDGETS.sampleHtml + 1)).toHaveLength(1);
    expect(html("/privacy", BUDGETS.html + 1)).toHaveLength(1);
  });

  it("leave every timing to npm run perf: a page past every timing gate still meets the budgets", () => {
    const slow = { performance: 10, tbt: 5000, fcp: 9000, lcp: 9000 };
    expect(checkBudgets({ "/": withinBytes }, timed(slow)).failures).toEqual([]);
    expect(checkTimings(timed(slow), 4).failures).toHaveLength(3);
  });

  it("report a timing past its goal, and fail it only past its gate", () => {
    const missed = {
      performance: TIMING_GATES.performance,
      tbt: goals.tbt + 1,
      fcp: goals.fcp + 1,
      lcp: goals.lcp + 1,
    };
    const { failures, goalsMissed } = checkTimings(timed(missed), 4);
    expect(failures).toEqual([]);
    expect(goalsMissed).toHaveLength(4);
    expect(checkTimings(timed({ ...missed, lcp: TIMING_GATES.lcp + 1 }), 4).failures).toHaveLength(1);
  });
});
