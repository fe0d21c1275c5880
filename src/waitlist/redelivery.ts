/*
 * When kept sign-ups are sent again (queue.ts sends them): as the page loads, whenever the browser
 * comes back online, and while the page stays open after a failure, a few times with growing
 * pauses (a server error or rate limit often clears in seconds; a long outage waits for the next
 * load or `online` instead of a request a minute forever).
 */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export interface RetryLoop {
  /** A sign-up was just kept to send again: start the pauses again from the shortest. */
  retrySoon(): void;
}

const loops = new WeakMap<EventTarget, RetryLoop>();

/**
 * Starts the loop once per page (`target` is the window) no matter how many waitlist cards mount;
 * later calls get the same loop. `flush` resolves with how many sign-ups still wait.
 */
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
  // One flush at a time per page; a request for another while one runs is remembered, once.
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
      // The queue cannot be reached (storage or locks refused): nothing to retry here.
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
