/** Runs `run` once, as the first contentful paint is recorded (the moment the budgets count from); without Paint Timing, a second after load. */
export function afterFirstContentfulPaint(run: () => void) {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  // First contentful paint, not first-paint, which can come earlier (a background alone).
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", () => setTimeout(once, 1000));
}
