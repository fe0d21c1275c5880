/** Ease-out: fast at first, settling on the final value. */
export const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `durationMs`, easing out, after `delayMs`; returns a
 * stop function. A few lines of requestAnimationFrame: motion's value animator did
 * the same for 6 KB gzip, a third of the page's JavaScript beyond React.
 */
export function countUp(target: number, delayMs: number, durationMs: number, onUpdate: (value: number) => void) {
  let start: number | undefined;
  let frame = requestAnimationFrame(function tick(now) {
    start ??= now + delayMs;
    const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
    onUpdate(target * easeOutCubic(progress));
    if (progress < 1) frame = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(frame);
}
