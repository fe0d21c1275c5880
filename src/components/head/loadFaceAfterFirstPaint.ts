/** Inline in <head>: fetches the brand face once the first frame is on screen, so no first paint waits for it. */
export default function loadFaceAfterFirstPaint(
  family: string,
  source: string,
  descriptors: Record<string, string | undefined>,
) {
  const face = new FontFace(family, source, descriptors as FontFaceDescriptors);
  const load = () =>
    face.status === "unloaded" &&
    face.load().then(
      (loaded) => document.fonts.add(loaded),
      () => {},
    );
  // First contentful paint, the moment the budgets count from: first-paint can come earlier (a background alone).
  new PerformanceObserver(
    (list, observer) => list.getEntriesByName("first-contentful-paint").length > 0 && load() && observer.disconnect(),
  ).observe({ type: "paint", buffered: true });
  // Where no paint entry comes (a browser without Paint Timing), a little after the load event.
  addEventListener("load", () => setTimeout(load, 1000));
}
