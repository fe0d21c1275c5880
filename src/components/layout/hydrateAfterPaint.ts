import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./afterFirstPaint";

/**
 * `client:afterpaint` (registered in src/integrations/afterPaintDirective.ts): `client:idle`,
 * but never before the page's first contentful paint. The browser can be idle before it
 * paints (waiting on the headline's font), and an island fetched then competes with that
 * font for a phone's bandwidth and holds back the headline.
 */
const hydrateAfterPaint: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrator = await load();
    await hydrator();
  };
  afterFirstPaint(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  });
};

export default hydrateAfterPaint;
