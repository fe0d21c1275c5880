// The performance budgets (README, "npm run perf"), in bytes (gzip) and Lighthouse units.
export const BUDGETS = {
  // 85 KB: React 19 is about 68 KB of it, the islands share the rest.
  jsAfterScroll: 85 * 1024,
  dialogChunk: 10 * 1024,
  css: 15 * 1024,
  html: 30 * 1024,
  thirdPartyRequests: 0,
  // The preloaded Plex Sans. Anything else fetched before first paint (the Mono labels' font, an
  // island, the extended Sans file a new character in the copy calls for) shares the phone's
  // connection with it and holds back the headline.
  requestsBeforeFirstPaint: 1,
  // Lighthouse mobile (simulated slow 4G), median of runs.
  lcp: 1000,
  lighthouseScore: 100,
  cls: 0.01,
  tbt: 50,
};

/** Roughly what a 100 in performance needs under Lighthouse's simulated mobile throttling. */
export const LIGHTHOUSE_100 = { fcp: 1070, si: 1950, lcp: 1550, tbt: 65, cls: 0.039 };

export function checkBudgets(bytes, lighthouse) {
  const failures = [];
  const over = (label, value, budget) => value > budget && failures.push(`${label}: ${value} > ${budget}`);
  for (const [path, b] of Object.entries(bytes)) {
    over(`${path} JS after scrolling (gzip bytes)`, b.jsAfterScroll, BUDGETS.jsAfterScroll);
    over(`${path} CSS (gzip bytes)`, b.css, BUDGETS.css);
    over(`${path} HTML (gzip bytes)`, b.html, BUDGETS.html);
    over(`${path} third-party requests before interaction`, b.thirdPartyRequests.length, BUDGETS.thirdPartyRequests);
    over(`${path} demo dialog chunk (gzip bytes)`, b.dialogChunk, BUDGETS.dialogChunk);
    over(
      `${path} requests before first paint (${b.requestsBeforeFirstPaint.join(", ")})`,
      b.requestsBeforeFirstPaint.length,
      BUDGETS.requestsBeforeFirstPaint,
    );
  }
  for (const [path, { mobile }] of Object.entries(lighthouse)) {
    for (const category of ["performance", "accessibility", "bestPractices", "seo"]) {
      if (mobile[category] < BUDGETS.lighthouseScore)
        failures.push(`${path} Lighthouse mobile ${category}: ${mobile[category]} < 100`);
    }
    over(`${path} Lighthouse mobile CLS`, Number(mobile.cls.toFixed(4)), BUDGETS.cls - 0.0001);
    over(`${path} Lighthouse mobile TBT (ms)`, Math.round(mobile.tbt), BUDGETS.tbt - 1);
    over(`${path} Lighthouse mobile LCP (ms)`, Math.round(mobile.lcp), BUDGETS.lcp);
  }
  return failures;
}
