import { isSignup, type WaitlistSignup } from "./fields";

/** Sign-ups kept in the visitor's browser until delivered or refused, 30 days at most; storage may throw. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredSignup extends WaitlistSignup {
  /** Sent with every try as `signup_id`. */
  id: string;
  storedAt: number;
}

export const STORE_KEY = "waitlist:unsent";
export const STORE_LIMIT = 20;
export const STORE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newSignupId(now: number) {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function toStored(value: unknown, now: number): StoredSignup | undefined {
  const { id, storedAt } = (value ?? {}) as Partial<StoredSignup>;
  if (!isSignup(value) || typeof id !== "string" || typeof storedAt !== "number") return undefined;
  if (!(now - storedAt < STORE_TTL_MS)) return undefined;
  return { name: value.name, email: value.email, company: value.company, id, storedAt };
}

/** The unexpired, well-formed entries, oldest first. */
export function readStore(storage: StorageLike, now = Date.now()): StoredSignup[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.map((entry) => toStored(entry, now)).filter((entry) => entry !== undefined);
  } catch {
    return [];
  }
}

function writeStore(storage: StorageLike, entries: StoredSignup[]): boolean {
  try {
    if (entries.length === 0) storage.removeItem(STORE_KEY);
    else storage.setItem(STORE_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** Adds an entry at the end (past the limit the oldest go) and says whether it is really stored. */
export function addToStore(storage: StorageLike, entry: StoredSignup, now = Date.now()): boolean {
  return writeStore(storage, [...readStore(storage, now), entry].slice(-STORE_LIMIT));
}

/** Forgets the given entries and any that expired; re-reads first, so what another tab added stays. */
export function removeFromStore(storage: StorageLike, ids: Iterable<string> = [], now = Date.now()): StoredSignup[] {
  const gone = new Set(ids);
  const left = readStore(storage, now).filter((entry) => !gone.has(entry.id));
  writeStore(storage, left);
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
