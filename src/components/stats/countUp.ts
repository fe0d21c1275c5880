export const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/** requestAnimationFrame, not motion's animator (6 KB gzip for the same); returns a stop function. */
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
