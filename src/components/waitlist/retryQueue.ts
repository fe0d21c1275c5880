import { isSignup, type WaitlistSignup } from "./signup";

/**
 * Sign-ups whose request failed, kept in the visitor's own browser until they can
 * be sent, and for 30 days at most. Every function tolerates storage that throws
 * (disabled, full, private mode); `enqueue` says whether the sign-up was kept, so
 * the card never thanks for one it could neither send nor keep.
 */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface QueuedSignup extends WaitlistSignup {
  id: string;
  /** Epoch milliseconds; past `QUEUE_TTL_MS` the entry is dropped, not sent. */
  queuedAt: number;
}

export const QUEUE_KEY = "waitlist:unsent";
export const QUEUE_LIMIT = 20;
export const QUEUE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function toQueued(value: unknown, now: number): QueuedSignup | undefined {
  if (!isSignup(value)) return undefined;
  const record = value as Partial<QueuedSignup>;
  // Entries written before ids and dates existed (or dated in the future) are kept,
  // and start their 30 days now.
  const queuedAt = typeof record.queuedAt === "number" && record.queuedAt <= now ? record.queuedAt : now;
  if (!(now - queuedAt < QUEUE_TTL_MS)) return undefined;
  const id = typeof record.id === "string" && record.id !== "" ? record.id : newId(now);
  return { name: value.name, email: value.email, company: value.company, id, queuedAt };
}

function newId(now: number) {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The unexpired, well-formed entries, oldest first. */
export function readQueue(storage: StorageLike, now = Date.now()): QueuedSignup[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.map((entry) => toQueued(entry, now)).filter((entry) => entry !== undefined);
  } catch {
    return [];
  }
}

function writeQueue(storage: StorageLike, queue: QueuedSignup[]): boolean {
  try {
    if (queue.length === 0) storage.removeItem(QUEUE_KEY);
    else storage.setItem(QUEUE_KEY, JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds a sign-up at the end (past `limit` the oldest are dropped) and reports
 * whether it is really stored.
 */
export function enqueue(storage: StorageLike, signup: WaitlistSignup, now = Date.now(), limit = QUEUE_LIMIT): boolean {
  const entry: QueuedSignup = {
    name: signup.name,
    email: signup.email,
    company: signup.company,
    id: newId(now),
    queuedAt: now,
  };
  return writeQueue(storage, [...readQueue(storage, now), entry].slice(-limit));
}

/**
 * Forgets the given entries and any that expired, and hands back what is left. It
 * re-reads the queue first, so sign-ups another tab added meanwhile stay; and it
 * writes back every id it hands out, so an id always names the same entry.
 */
export function pruneQueue(storage: StorageLike, drop: Iterable<string> = [], now = Date.now()): QueuedSignup[] {
  const gone = new Set(drop);
  const left = readQueue(storage, now).filter((entry) => !gone.has(entry.id));
  writeQueue(storage, left);
  return left;
}

/** `localStorage`, or undefined where merely touching it throws (blocked storage). */
export function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const DONE_PREFIX = "waitlist:done:";
/** How long a tab vouches for an entry it finished: far longer than its removal takes to reach other tabs. */
const DONE_MEMORY_MS = 60_000;

type Locks = Pick<LockManager, "request" | "query">;
const browserLocks = (): Locks | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

/**
 * Tells every tab at once that this one is done with an entry (sent or refused). Each
 * tab reads localStorage through its own copy, which hears of another tab's removal a
 * moment later, so the next tab to take the queue could still see a sent entry and
 * send it again; the lock manager answers all tabs from one place, at once.
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

const LOCK_NAME = "waitlist:flush";
const SETTLE_MS = 100;
const LEASE_KEY = "waitlist:flush-lease";

export interface QueueLockOptions {
  storage: StorageLike;
  /** Defaults to the browser's `navigator.locks`; null stands for a browser without them. */
  locks?: Pick<LockManager, "request"> | null;
  /** How long a lease holds when its tab vanishes mid-flush (fallback only). */
  leaseMs: number;
  now?: () => number;
  /** Lets other tabs' writes reach this tab's view of storage before it is trusted. */
  settle?: () => Promise<void>;
}

/**
 * Runs `task` while no other tab of this site runs one: with the Web Locks API where
 * the browser has it, else with a lease in localStorage. Resolves undefined when the
 * lease is held elsewhere (that tab is doing the work).
 */
export async function withQueueLock<T>(task: () => Promise<T>, options: QueueLockOptions): Promise<T | undefined> {
  const locks = options.locks === undefined ? (globalThis.navigator as Navigator | undefined)?.locks : options.locks;
  if (locks) return locks.request(LOCK_NAME, task);
  const settle = () => options.settle?.() ?? new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS));

  const { storage, leaseMs } = options;
  const now = options.now ?? Date.now;
  const owner = newId(now());
  const holder = () => {
    try {
      return JSON.parse(storage.getItem(LEASE_KEY) ?? "null") as { owner: string; until: number } | null;
    } catch {
      return null;
    }
  };
  const current = holder();
  if (current && current.until > now()) return undefined;
  try {
    storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: now() + leaseMs }));
  } catch {
    // Too full even for the lease: flushing unguarded beats never flushing (sending
    // is what frees the space).
    return task();
  }
  await settle();
  if (holder()?.owner !== owner) return undefined;
  try {
    return await task();
  } finally {
    if (holder()?.owner === owner) storage.removeItem(LEASE_KEY);
  }
}

/**
 * When queued sign-ups are sent again: at once, whenever the browser comes back
 * online, and while the page stays open after a failure, a few times with growing
 * pauses (a server error or rate limit often clears in seconds; a long outage waits
 * for the next load or `online` instead of a request a minute forever).
 */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export interface RetryLoop {
  /** A sign-up was just queued: start the pauses again from the shortest. */
  retrySoon(): void;
}

const STARTED = Symbol.for("bioattest.waitlist.retry");

/**
 * Starts the loop once per page no matter how many waitlist cards mount; later calls
 * get the same loop. The mark lives on the event target under a registry symbol, so
 * it holds even if two bundles each carry a copy of this module. `flush` resolves
 * with how many sign-ups still wait.
 */
export function startRetryLoop(target: EventTarget, flush: () => Promise<number>): RetryLoop {
  const marked = target as EventTarget & { [STARTED]?: RetryLoop };
  const existing = marked[STARTED];
  if (existing) return existing;

  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let runAgain = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
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
  // One flush at a time per page; a request for another while one runs is remembered.
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
  const restart = () => {
    cancel();
    attempt = 0;
  };

  const loop: RetryLoop = {
    retrySoon() {
      restart();
      schedule();
    },
  };
  marked[STARTED] = loop;
  target.addEventListener("online", () => {
    restart();
    void run();
  });
  void run();
  return loop;
}
