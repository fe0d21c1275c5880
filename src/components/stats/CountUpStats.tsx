import { useInView, useReducedMotion } from "motion/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { countUp } from "./countUp";
import { formatStat, type StatFormat } from "./formatStat";

export interface Statistic extends StatFormat {
  value: number;
  label: string;
  context: string;
  source: { name: string; url: string };
}

export interface CountUpStatsProps {
  stats: Statistic[];
  sourceLabel: string;
  newTabHint: string;
}

// The brief staggers the three statistics by 0.2, 0.4 and 0.6 s.
const STAGGER_MS = 200;
const DURATION_MS = 1600;

/**
 * The risk statistics, counting up from zero when they come into view. The final
 * values are in the server HTML and are what screen readers read; the counting
 * layer sits over an invisible copy of the final value, so its width never moves.
 */
export default function CountUpStats({ stats, sourceLabel, newTabHint }: CountUpStatsProps) {
  const ref = useRef<HTMLDListElement>(null);
  const inView = useInView(ref, { amount: 0.3, once: true });
  const reducedMotion = useReducedMotion();
  const [values, setValues] = useState<number[] | null>(null);
  // false while React hydrates the server HTML, true from then on.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!inView || reducedMotion) return;
    // Every counter's first frame starts the count from 0 for all three.
    const stops = stats.map((stat, index) =>
      countUp(stat.value, STAGGER_MS * (index + 1), DURATION_MS, (value) =>
        setValues((current) => (current ?? stats.map(() => 0)).map((old, i) => (i === index ? value : old))),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [inView, reducedMotion, stats]);

  // Until counting starts, a scripted visitor sees nothing rather than the final value flashing back to 0.
  const phase = reducedMotion ? "done" : values ? "counting" : hydrated ? "idle" : "pending";

  return (
    // Side by side, each statistic is a subgrid of the same four rows (figure, label, context,
    // source), so the rows line up across the three and every "Source:" shares one baseline.
    <dl ref={ref} className="grid gap-x-10 gap-y-12 md:grid-cols-3 md:grid-rows-[auto_auto_1fr_auto]">
      {stats.map((stat, index) => {
        const final = formatStat(stat.value, stat);
        return (
          <div
            key={stat.label}
            className="flex flex-col border-t border-ink pt-6 md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0"
          >
            <dt className="order-2 mt-3 text-base font-semibold text-balance">{stat.label}</dt>
            <dd className="order-1 text-5xl font-semibold tracking-tight tabular-nums">
              <span data-final className="sr-only">
                {final}
              </span>
              <span aria-hidden="true" className="relative inline-block">
                <span className="invisible">{final}</span>
                <span data-counter data-animate={phase === "idle" ? "pending" : phase} className="absolute inset-0">
                  {values ? formatStat(values[index], stat) : final}
                </span>
              </span>
            </dd>
            <dd className="order-3 mt-2 text-sm text-pretty text-muted">{stat.context}</dd>
            <dd className="order-4 mt-6 border-t border-line pt-4 text-xs text-muted">
              {sourceLabel}{" "}
              <a
                href={stat.source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-ink underline underline-offset-4"
              >
                {stat.source.name}
                <span className="sr-only"> {newTabHint}</span>
              </a>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function subscribeToNothing() {
  return () => {};
}
