/** Inline in <head> before first paint: forces the light theme, marks `js`, reveals `data-fade-in` images as they load. */
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
