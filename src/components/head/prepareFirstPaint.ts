/**
 * Before first paint (inline in <head>, EarlyScripts.astro): the product is light-only, so any
 * dark class an old visit or an extension left goes and the stored theme is "light"; "js" lets CSS
 * hide what will animate in, so visitors without JavaScript still see it; and images marked
 * `data-fade-in` are revealed the moment they load or fail (a capturing listener hears events that
 * do not bubble, with no wait for deferred scripts, which would hold back LCP).
 * Inlined as source text: it must not use anything outside itself.
 */
export function prepareFirstPaint() {
  const root = document.documentElement;
  root.classList.remove("dark");
  root.classList.add("js");
  for (const type of ["load", "error"]) {
    document.addEventListener(
      type,
      (event) => {
        const target = event.target;
        if (target instanceof HTMLImageElement && target.hasAttribute("data-fade-in"))
          target.setAttribute("data-loaded", "");
      },
      true,
    );
  }
  try {
    localStorage.setItem("theme", "light");
  } catch {
    // Storage blocked (a privacy setting): the light theme is forced anyway.
  }
}
