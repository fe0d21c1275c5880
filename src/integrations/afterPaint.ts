import type { ClientDirective } from "astro";

/**
 * `client:afterpaint`: `client:idle`, but never before the page's first contentful paint.
 * The browser can be idle before it paints (waiting on the headline's font), and an island
 * fetched then competes with that font for a phone's bandwidth and holds back the headline.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrator = await load();
    await hydrator();
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(whenIdle));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: "paint", buffered: true });
};

export default afterPaint;
