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
  const entry: QueuedSignup = { name: signup.name, email: signup.email, company: signup.company, id: newId(now), queuedAt: now };
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

const LOCK_NAME = "waitlist:flush";
const LEASE_KEY = "waitlist:flush-lease";

export interface QueueLockOptions {
  storage: StorageLike;
  /** Defaults to the browser's `navigator.locks`; null stands for a browser without them. */
  locks?: Pick<LockManager, "request"> | null;
  /** How long a lease holds when its tab vanishes mid-flush (fallback only). */
  leaseMs: number;
  now?: () => number;
  /** Lets a rival tab's write of the lease arrive before ours is trusted. */
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
  await (options.settle?.() ?? new Promise((resolve) => setTimeout(resolve, 50)));
  if (holder()?.owner !== owner) return undefined;
  try {
    return await task();
  } finally {
    if (holder()?.owner === owner) storage.removeItem(LEASE_KEY);
  }
}
