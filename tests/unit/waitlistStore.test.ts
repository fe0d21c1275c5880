import {
  addToStore,
  newSignupId,
  readStore,
  removeFromStore,
  STORE_KEY,
  STORE_LIMIT,
  STORE_TTL_MS,
  type StorageLike,
} from "../../src/waitlist/store";

const NOW = Date.UTC(2030, 0, 31);
const DAY = 24 * 60 * 60 * 1000;
const signup = (n: number) => ({ name: `Person ${n}`, email: `p${n}@example.com`, company: "Co" });
const entry = (n: number, storedAt = NOW) => ({ ...signup(n), id: `id-${n}`, storedAt });
const fields = ({ name, email, company }: { name: string; email: string; company: string }) => ({
  name,
  email,
  company,
});

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing = (error: string) => () => {
  throw new DOMException(error, error);
};

describe("the sign-up store", () => {
  it("keeps sign-ups in order, each under its own id with the time it was made", () => {
    const storage = memoryStorage();
    expect(addToStore(storage, entry(1), NOW)).toBe(true);
    expect(addToStore(storage, entry(2, NOW + 1), NOW + 1)).toBe(true);
    expect(readStore(storage, NOW + 2)).toEqual([entry(1), entry(2, NOW + 1)]);
    expect(newSignupId(NOW)).not.toBe(newSignupId(NOW));
  });

  it("forgets what was delivered, and keeps what another tab added meanwhile", () => {
    const storage = memoryStorage();
    addToStore(storage, entry(1), NOW);
    addToStore(storage, entry(2), NOW);
    expect(removeFromStore(storage, ["id-1"], NOW).map(fields)).toEqual([signup(2)]);
    expect(removeFromStore(storage, ["id-2"], NOW)).toEqual([]);
    expect(storage.data.has(STORE_KEY)).toBe(false);
  });

  it("drops entries 30 days old, unsent, and keeps younger ones", () => {
    const storage = memoryStorage();
    addToStore(storage, entry(1, NOW - STORE_TTL_MS), NOW - STORE_TTL_MS);
    addToStore(storage, entry(2, NOW - STORE_TTL_MS + 1), NOW - STORE_TTL_MS + 1);
    expect(readStore(storage, NOW).map(fields)).toEqual([signup(2)]);
    expect(removeFromStore(storage, [], NOW).map(fields)).toEqual([signup(2)]);
    expect(storage.data.get(STORE_KEY)).not.toContain(signup(1).email);
    expect(STORE_TTL_MS).toBe(30 * DAY);
  });

  it("drops the oldest once full", () => {
    const storage = memoryStorage();
    for (let n = 1; n <= STORE_LIMIT + 3; n++) addToStore(storage, entry(n), NOW);
    const stored = readStore(storage, NOW);
    expect(stored).toHaveLength(STORE_LIMIT);
    expect(fields(stored[0]!)).toEqual(signup(4));
    expect(fields(stored.at(-1)!)).toEqual(signup(STORE_LIMIT + 3));
  });

  it("treats corrupt or foreign data as empty and skips invalid entries", () => {
    const storage = memoryStorage();
    storage.setItem(STORE_KEY, "{not json");
    expect(readStore(storage, NOW)).toEqual([]);
    storage.setItem(STORE_KEY, JSON.stringify({ name: "x" }));
    expect(readStore(storage, NOW)).toEqual([]);
    storage.setItem(
      STORE_KEY,
      JSON.stringify([entry(1), { name: "half" }, { ...signup(3), id: "no-date" }, 42, null, entry(2)]),
    );
    expect(readStore(storage, NOW).map(fields)).toEqual([signup(1), signup(2)]);
  });

  it("says when a sign-up could not be kept: storage full or blocked", () => {
    const full: StorageLike = { ...memoryStorage(), setItem: throwing("QuotaExceededError") };
    expect(addToStore(full, entry(1), NOW)).toBe(false);
    const blocked: StorageLike = {
      getItem: throwing("SecurityError"),
      setItem: throwing("SecurityError"),
      removeItem: throwing("SecurityError"),
    };
    expect(addToStore(blocked, entry(1), NOW)).toBe(false);
    expect(readStore(blocked, NOW)).toEqual([]);
    expect(() => removeFromStore(blocked, [], NOW)).not.toThrow();
  });

  it("works with the browser's localStorage", () => {
    localStorage.clear();
    expect(addToStore(localStorage, entry(7, Date.now()))).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORE_KEY) ?? "null")).toEqual([expect.objectContaining(signup(7))]);
    expect(removeFromStore(localStorage, ["id-7"])).toEqual([]);
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });
});
