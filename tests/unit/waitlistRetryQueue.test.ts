import { enqueue, QUEUE_KEY, QUEUE_LIMIT, readQueue, takeQueue, type StorageLike } from "../../src/lib/waitlist/retryQueue";

const signup = (n: number) => ({ name: `Person ${n}`, email: `p${n}@example.com`, company: "Co" });

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("retry queue", () => {
  it("keeps sign-ups in order and hands each back once", () => {
    const storage = memoryStorage();
    enqueue(storage, signup(1));
    enqueue(storage, signup(2));
    expect(takeQueue(storage)).toEqual([signup(1), signup(2)]);
    expect(takeQueue(storage)).toEqual([]);
    expect(storage.data.has(QUEUE_KEY)).toBe(false);
  });

  it("drops the oldest once full", () => {
    const storage = memoryStorage();
    for (let n = 1; n <= QUEUE_LIMIT + 3; n++) enqueue(storage, signup(n));
    const queue = readQueue(storage);
    expect(queue).toHaveLength(QUEUE_LIMIT);
    expect(queue[0]).toEqual(signup(4));
    expect(queue.at(-1)).toEqual(signup(QUEUE_LIMIT + 3));
  });

  it("honours a smaller limit", () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 3; n++) enqueue(storage, signup(n), 2);
    expect(readQueue(storage)).toEqual([signup(2), signup(3)]);
  });

  it("treats corrupt or foreign data as an empty queue and skips invalid entries", () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, "{not json");
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify({ name: "x" }));
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify([signup(1), { name: "half" }, 42, signup(2)]));
    expect(readQueue(storage)).toEqual([signup(1), signup(2)]);
  });

  it("survives storage that throws on every call", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => enqueue(broken, signup(1))).not.toThrow();
    expect(takeQueue(broken)).toEqual([]);
  });

  it("works with the browser's localStorage", () => {
    localStorage.clear();
    enqueue(localStorage, signup(7));
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "null")).toEqual([signup(7)]);
    expect(takeQueue(localStorage)).toEqual([signup(7)]);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });
});
