/** Inline in <head>: fetches the brand face once the first frame is on screen, so no first paint waits for it. */
export function loadFaceAfterFirstPaint(family: string, source: string, descriptors: FontFaceDescriptors) {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const face = new FontFace(family, source, descriptors);
    face.load().then(
      () => document.fonts.add(face),
      () => {},
    );
  };
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
  // Where no paint entry comes (a browser without Paint Timing), a little after the load event.
  addEventListener("load", () => setTimeout(load, 1000));
}
