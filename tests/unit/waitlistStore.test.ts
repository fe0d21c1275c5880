// @vitest-environment jsdom
import {
  forgetSignup,
  keepSignup,
  newSignupId,
  readStore,
  STORE_LIMIT,
  STORE_PREFIX,
  STORE_TTL_MS,
  type StorageLike,
} from "../../src/waitlist/store";
import { memoryStorage, otherTabWritesFirst } from "./storage";

const NOW = Date.UTC(2030, 0, 31);
const DAY = 24 * 60 * 60 * 1000;
const signup = (n: number) => ({ name: `Person ${n}`, email: `p${n}@example.com`, company: "Co" });
const entry = (n: number, storedAt = NOW) => ({ ...signup(n), id: `id-${n}`, storedAt });
const names = (storage: StorageLike, now = NOW) => readStore(storage, now).map((kept) => kept.name);

const throwing = (error: string) => () => {
  throw new DOMException(error, error);
};

describe("the sign-up store", () => {
  it("keeps each sign-up under its own key, and reads them oldest first", () => {
    const storage = memoryStorage();
    expect(keepSignup(storage, entry(2, NOW + 1), NOW + 1)).toBe(true);
    expect(keepSignup(storage, entry(1), NOW)).toBe(true);
    expect(readStore(storage, NOW + 2)).toEqual([entry(1), entry(2, NOW + 1)]);
    expect([...storage.data.keys()].sort()).toEqual([`${STORE_PREFIX}id-1`, `${STORE_PREFIX}id-2`]);
    expect(newSignupId(NOW)).not.toBe(newSignupId(NOW));
  });

  it("forgets one entry without touching the others", () => {
    const storage = memoryStorage();
    keepSignup(storage, entry(1), NOW);
    keepSignup(storage, entry(2), NOW);
    forgetSignup(storage, "id-1");
    expect(names(storage)).toEqual(["Person 2"]);
    forgetSignup(storage, "id-2");
    expect(storage.data.size).toBe(0);
  });

  it("loses nothing when another tab writes between this tab's read and write", () => {
    const shared = memoryStorage();
    keepSignup(shared, entry(1), NOW);
    // Tab B keeps 3 and forgets 1 while tab A is in the middle of keeping 2, then of forgetting 2.
    keepSignup(
      otherTabWritesFirst(shared, () => keepSignup(shared, entry(3), NOW)),
      entry(2),
      NOW,
    );
    expect(names(shared).sort()).toEqual(["Person 1", "Person 2", "Person 3"]);
    forgetSignup(
      otherTabWritesFirst(shared, () => forgetSignup(shared, "id-1")),
      "id-2",
    );
    expect(names(shared)).toEqual(["Person 3"]);
  });

  it("drops entries 30 days old, unsent, and keeps younger ones", () => {
    const storage = memoryStorage();
    keepSignup(storage, entry(1, NOW - STORE_TTL_MS), NOW - STORE_TTL_MS);
    keepSignup(storage, entry(2, NOW - STORE_TTL_MS + 1), NOW - STORE_TTL_MS + 1);
    expect(names(storage)).toEqual(["Person 2"]);
    expect([...storage.data.values()].join()).not.toContain(signup(1).email);
    expect(STORE_TTL_MS).toBe(30 * DAY);
  });

  it(`keeps the ${STORE_LIMIT} newest: past that the oldest go`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= STORE_LIMIT + 3; n++) keepSignup(storage, entry(n, NOW + n), NOW + n);
    const stored = names(storage, NOW + STORE_LIMIT + 3);
    expect(stored).toHaveLength(STORE_LIMIT);
    expect(stored[0]).toBe("Person 4");
    expect(stored.at(-1)).toBe(`Person ${STORE_LIMIT + 3}`);
    expect(storage.data.size).toBe(STORE_LIMIT);
  });

  it("removes corrupt or foreign entries under its prefix and leaves other keys alone", () => {
    const storage = memoryStorage();
    keepSignup(storage, entry(1), NOW);
    storage.setItem(`${STORE_PREFIX}broken`, "{not json");
    storage.setItem(`${STORE_PREFIX}half`, JSON.stringify({ name: "half" }));
    storage.setItem(`${STORE_PREFIX}other-id`, JSON.stringify(entry(2)));
    storage.setItem("waitlist:unsent", JSON.stringify([entry(3)]));
    expect(names(storage)).toEqual(["Person 1"]);
    expect([...storage.data.keys()].sort()).toEqual(["waitlist:unsent", `${STORE_PREFIX}id-1`]);
  });

  it("says when a sign-up could not be kept: storage full or blocked", () => {
    const full: StorageLike = { ...memoryStorage(), setItem: throwing("QuotaExceededError") };
    expect(keepSignup(full, entry(1), NOW)).toBe(false);
    const blocked: StorageLike = {
      getItem: throwing("SecurityError"),
      setItem: throwing("SecurityError"),
      removeItem: throwing("SecurityError"),
      key: throwing("SecurityError"),
      get length(): number {
        throw new DOMException("SecurityError", "SecurityError");
      },
    };
    expect(keepSignup(blocked, entry(1), NOW)).toBe(false);
    expect(readStore(blocked, NOW)).toEqual([]);
    expect(() => forgetSignup(blocked, "id-1")).not.toThrow();
  });

  it("works with the browser's localStorage", () => {
    localStorage.clear();
    expect(keepSignup(localStorage, entry(7, Date.now()))).toBe(true);
    expect(JSON.parse(localStorage.getItem(`${STORE_PREFIX}id-7`) ?? "null")).toMatchObject(signup(7));
    forgetSignup(localStorage, "id-7");
    expect(localStorage.length).toBe(0);
  });
});
