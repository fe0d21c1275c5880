import { useInView, useReducedMotion } from "motion/react";
import { useEffect, useRef, useState } from "react";
import { countUp } from "./countUp";
import { formatStat, type StatFormat } from "./formatStat";

/** `delayMs`: 0.2, 0.4 and 0.6 s for the three statistics. */
type CountUpProps = StatFormat & { value: number; delayMs: number };

const DURATION_MS = 1600;

/** Counts up over an invisible copy of the final value, which screen readers read and which holds the width. */
export default function CountUp({ value, delayMs, ...format }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref, { amount: 0.3, once: true });
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    if (inView && !reducedMotion) return countUp(value, delayMs, DURATION_MS, setShown);
  }, [inView, reducedMotion, value, delayMs]);

  const final = formatStat(value, format);
  // Until its count starts a scripted visitor sees nothing, rather than the final value flashing back to 0.
  const phase = reducedMotion ? "done" : shown !== null ? "counting" : "pending";

  return (
    <>
      <span data-final className="sr-only">
        {final}
      </span>
      <span ref={ref} aria-hidden="true" className="relative inline-block">
        <span className="invisible">{final}</span>
        <span data-counter data-animate={phase} className="absolute inset-0">
          {shown === null ? final : formatStat(shown, format)}
        </span>
      </span>
    </>
  );
}
