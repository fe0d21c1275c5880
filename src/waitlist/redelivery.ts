/** Pauses between resends while the page stays open; after the last, the next load or `online` resends. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export type RetryLoop = { retrySoon(): void };

const loops = new WeakMap<EventTarget, RetryLoop>();

/** One loop per page however many cards mount; `flush` resolves with how many sign-ups still wait. */
export function startRedelivery(target: EventTarget, flush: () => Promise<number>): RetryLoop {
  const existing = loops.get(target);
  if (existing) return existing;

  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = undefined;
    attempt = 0;
  };
  const schedule = () => {
    const delay = RETRY_DELAYS_MS[attempt];
    if (timer !== undefined || delay === undefined) return;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, delay);
  };
  // Runs may overlap: the queue skips what this page is already sending.
  const run = async (): Promise<void> => {
    // Storage refused: nothing to retry.
    const waiting = await flush().catch(() => 0);
    if (waiting > 0) schedule();
    else attempt = 0;
  };

  const loop: RetryLoop = {
    retrySoon() {
      restart();
      schedule();
    },
  };
  loops.set(target, loop);
  target.addEventListener("online", () => {
    restart();
    void run();
  });
  void run();
  return loop;
}
