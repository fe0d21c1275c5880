/** A browser that never reports a paint (no Paint Timing, or hardened) still gets there by then. */
const LATEST_MS = 3_000;

/**
 * Runs `callback` once, just after the page's first contentful paint. Work started before it
 * (a font, an island's JavaScript) shares a phone's connection with the headline's font.
 */
export function afterFirstPaint(callback: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  setTimeout(once, LATEST_MS);
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(once));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(once);
  }).observe({ type: "paint", buffered: true });
}
