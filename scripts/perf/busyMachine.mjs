// A Lighthouse run taken while other work had the CPU is taken again, not counted (README, "npm run perf").
// Lighthouse times a fixed loop before each run (lhr.environment.benchmarkIndex, higher is faster). On this
// 2-core machine quiet runs read 1079 to 1797 (15 runs); beside a process burning a core 640 to 1939: the
// loop is one thread, so it drops only when both cores are taken (640 and 804 there, TBT 302 and 517 ms).
const BENCHMARK_FLOOR = 900;
// Below this share of the same invocation's median is a busy run on a machine of any speed.
const SHARE_OF_MEDIAN = 0.7;
// Enough for a burst of other work to end; a machine busy throughout is reported as such.
const MAX_REPEATS = 6;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Judges each run of one `npm run perf` by its benchmarkIndex against a floor and against the runs before it. */
export function busyMachineRule() {
  const kept = [];
  let repeats = 0;
  return {
    /** Whether to run again, and why; a busy run past the cap is kept and says so. */
    judge(benchmarkIndex) {
      const typical = kept.length >= 3 ? median(kept) : undefined;
      const reason =
        benchmarkIndex < BENCHMARK_FLOOR
          ? `benchmarkIndex ${benchmarkIndex} < ${BENCHMARK_FLOOR}`
          : typical && benchmarkIndex < typical * SHARE_OF_MEDIAN
            ? `benchmarkIndex ${benchmarkIndex} < ${SHARE_OF_MEDIAN} x ${typical}, the median of this invocation so far`
            : "";
      if (reason && repeats < MAX_REPEATS) {
        repeats++;
        return { repeat: true, reason: `${reason}; repeat ${repeats} of ${MAX_REPEATS}` };
      }
      kept.push(benchmarkIndex);
      return { repeat: false, reason: reason && `${reason}; kept, ${MAX_REPEATS} repeats already taken` };
    },
  };
}
