/**
 * Sign-ups are sent by one tab of the site at a time, through the Web Locks API, which every
 * supported browser has (Safari 15.4+, README "Browser support").
 */
type Locks = Pick<LockManager, "request" | "query">;
const browserLocks = (): Locks | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

const QUEUE_LOCK = "waitlist:deliver";
const DONE_PREFIX = "waitlist:done:";
/** How long a tab vouches for an entry it finished: far longer than its removal takes to reach other tabs. */
const DONE_MEMORY_MS = 60_000;

/** Runs `task` once no other tab of this site runs one; where there are no locks, at once. */
export function oneTabAtATime<T>(task: () => Promise<T>, locks = browserLocks()): Promise<T> {
  return locks ? locks.request(QUEUE_LOCK, task) : task();
}

/**
 * Tells every tab at once that this one is done with an entry (delivered or refused). Each tab
 * reads localStorage through its own copy, which hears of another tab's removal a moment later,
 * so the next tab to take the queue could still see a sent entry and send it again; the lock
 * manager answers all tabs from one place, at once.
 */
export function markDone(id: string, locks = browserLocks()): Promise<void> {
  if (!locks) return Promise.resolve();
  return new Promise((granted) => {
    void locks.request(DONE_PREFIX + id, () => {
      granted();
      return new Promise((release) => setTimeout(release, DONE_MEMORY_MS));
    });
  });
}

/** Whether some tab finished this entry in the last minute (its removal may not have reached us yet). */
export async function isDoneElsewhere(id: string, locks = browserLocks()): Promise<boolean> {
  if (!locks?.query) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === DONE_PREFIX + id);
}
