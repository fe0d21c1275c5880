import { isSignup, type WaitlistSignup } from "./fields";

/** Sign-ups kept in the visitor's browser until delivered or refused, 30 days at most; storage may throw. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** `id` is sent with every try as `signup_id`. */
export type StoredSignup = WaitlistSignup & { id: string; storedAt: number };

/** One key per sign-up, so tabs adding and removing at once never rewrite each other's. */
export const STORE_PREFIX = "waitlist:unsent:";
export const STORE_LIMIT = 20;
export const STORE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newSignupId(now: number) {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function toStored(text: string | null, now: number): StoredSignup | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
  const { id, storedAt } = (value ?? {}) as Partial<StoredSignup>;
  if (!isSignup(value) || typeof id !== "string" || typeof storedAt !== "number") return undefined;
  if (!(now - storedAt < STORE_TTL_MS)) return undefined;
  return { name: value.name, email: value.email, company: value.company, id, storedAt };
}

/** Every key a sign-up may be kept under, well-formed or not; storage may throw. */
export const keptKeys = (storage: StorageLike) =>
  Array.from({ length: storage.length }, (_, n) => storage.key(n) ?? "").filter((key) => key.startsWith(STORE_PREFIX));

/** The unexpired, well-formed entries, oldest first; expired and broken ones are removed. */
export function readStore(storage: StorageLike, now = Date.now()): StoredSignup[] {
  try {
    const entries: StoredSignup[] = [];
    for (const key of keptKeys(storage)) {
      const entry = toStored(storage.getItem(key), now);
      if (entry && key === STORE_PREFIX + entry.id) entries.push(entry);
      else storage.removeItem(key);
    }
    return entries.sort((a, b) => a.storedAt - b.storedAt);
  } catch {
    return [];
  }
}

/** What is past STORE_TTL_MS or unreadable goes, on every page the visitor opens (earlyScripts.ts). */
export function dropExpiredSignups(storage: StorageLike | undefined, now = Date.now()) {
  if (storage) readStore(storage, now);
}

/** Keeps an entry (past the limit the oldest go) and says whether it is really stored. */
export function keepSignup(storage: StorageLike, entry: StoredSignup, now = Date.now()): boolean {
  try {
    storage.setItem(STORE_PREFIX + entry.id, JSON.stringify(entry));
    for (const old of readStore(storage, now).slice(0, -STORE_LIMIT)) storage.removeItem(STORE_PREFIX + old.id);
    return true;
  } catch {
    return false;
  }
}

/** Storage that fails now is taken to still hold it: better sent twice under one id than not at all. */
export function isKept(storage: StorageLike, id: string) {
  try {
    return storage.getItem(STORE_PREFIX + id) !== null;
  } catch {
    return true;
  }
}

export function forgetSignup(storage: StorageLike, id: string) {
  try {
    storage.removeItem(STORE_PREFIX + id);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/** `localStorage`, or undefined where merely touching it throws (blocked storage). */
export function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
