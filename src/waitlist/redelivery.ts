/** Pauses between resends while the page stays open; after the last, the next load or `online` resends. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export interface RetryLoop {
  retrySoon(): void;
}

const loops = new WeakMap<EventTarget, RetryLoop>();

/** One loop per page however many cards mount; `flush` resolves with how many sign-ups still wait. */
export function startRedelivery(target: EventTarget, flush: () => Promise<number>): RetryLoop {
  const existing = loops.get(target);
  if (existing) return existing;

  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let runAgain = false;

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
  // One flush at a time; a request for another meanwhile is remembered, once.
  const run = async (): Promise<void> => {
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    let waiting = 0;
    try {
      waiting = await flush();
    } catch {
      // Storage refused: nothing to retry.
    } finally {
      running = false;
    }
    if (runAgain) {
      runAgain = false;
      return run();
    }
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
