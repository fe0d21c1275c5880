/** Inline in <head>: Safari before 17 fetches OddBird's popover polyfill; other browsers fetch nothing. */
export function loadPopoverPolyfill(polyfillUrl: string) {
  if ("popover" in HTMLElement.prototype) return;
  const script = document.createElement("script");
  script.src = polyfillUrl;
  document.head.append(script);
}
