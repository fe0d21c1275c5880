import { animateValue, easeOut } from "motion";

/** Counts from 0 to `target`, easing out; returns a stop function. Times in ms. */
export function countUp(target: number, delayMs: number, durationMs: number, onUpdate: (value: number) => void) {
  const animation = animateValue({ keyframes: [0, target], delay: delayMs, duration: durationMs, ease: easeOut, onUpdate });
  return () => animation.stop();
}
