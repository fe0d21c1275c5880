/**
 * The phone menu is a native popover. Safari before 17 has none: there OddBird's polyfill gives it
 * the same behaviour (the menu button, Escape, a tap outside, `:popover-open` in selectors), and
 * only those browsers fetch it. Runs inline in <head> (EarlyScripts.astro), so the menu works from
 * the first tap; inlined as source text, it must not use anything outside itself.
 */
export function loadPopoverPolyfill(polyfillUrl: string) {
  if ("popover" in HTMLElement.prototype) return;
  const script = document.createElement("script");
  script.src = polyfillUrl;
  document.head.append(script);
}
