import { isSignup, type WaitlistSignup } from "./signup";

/**
 * Sign-ups whose request failed, kept in the visitor's own browser until they can
 * be sent. Every function tolerates storage that throws (disabled, full, private
 * mode): losing the retry is better than breaking the form.
 */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const QUEUE_KEY = "waitlist:unsent";
export const QUEUE_LIMIT = 20;

export function readQueue(storage: StorageLike): WaitlistSignup[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isSignup) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: StorageLike, queue: WaitlistSignup[]) {
  try {
    if (queue.length === 0) storage.removeItem(QUEUE_KEY);
    else storage.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Nowhere to keep it; the visitor has already been thanked.
  }
}

/** Adds a sign-up at the end; past `limit` the oldest ones are dropped. */
export function enqueue(storage: StorageLike, signup: WaitlistSignup, limit = QUEUE_LIMIT) {
  writeQueue(storage, [...readQueue(storage), signup].slice(-limit));
}

/**
 * Empties the queue and hands back what it held. Taking before sending is what
 * makes each entry go out once, even when two flushes overlap.
 */
export function takeQueue(storage: StorageLike): WaitlistSignup[] {
  const queue = readQueue(storage);
  writeQueue(storage, []);
  return queue;
}

/** `localStorage`, or undefined where merely touching it throws (blocked storage). */
export function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
