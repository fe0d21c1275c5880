import {
  enqueue,
  isDoneElsewhere,
  markDone,
  pruneQueue,
  QUEUE_KEY,
  QUEUE_LIMIT,
  QUEUE_TTL_MS,
  readQueue,
  withQueueLock,
  type StorageLike,
} from "../../src/components/waitlist/retryQueue";

const signup = (n: number) => ({ name: `Person ${n}`, email: `p${n}@example.com`, company: "Co" });
const fields = ({ name, email, company }: { name: string; email: string; company: string }) => ({
  name,
  email,
  company,
});
const NOW = Date.UTC(2030, 0, 31);
const DAY = 24 * 60 * 60 * 1000;

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

describe("retry queue", () => {
  it("keeps sign-ups in order, each with an id and the time it was queued", () => {
    const storage = memoryStorage();
    expect(enqueue(storage, signup(1), NOW)).toBe(true);
    expect(enqueue(storage, signup(2), NOW + 1)).toBe(true);
    const queue = readQueue(storage, NOW + 2);
    expect(queue.map(fields)).toEqual([signup(1), signup(2)]);
    expect(queue.map((entry) => entry.queuedAt)).toEqual([NOW, NOW + 1]);
    expect(new Set(queue.map((entry) => entry.id)).size).toBe(2);
  });

  it("forgets what was sent, and keeps what another tab added meanwhile", () => {
    const storage = memoryStorage();
    enqueue(storage, signup(1), NOW);
    const [first] = readQueue(storage, NOW);
    enqueue(storage, signup(2), NOW);
    expect(pruneQueue(storage, [first!.id], NOW).map(fields)).toEqual([signup(2)]);
    expect(
      pruneQueue(
        storage,
        readQueue(storage, NOW).map((entry) => entry.id),
        NOW,
      ),
    ).toEqual([]);
    expect(storage.data.has(QUEUE_KEY)).toBe(false);
  });

  it("drops entries 30 days old, unsent, and keeps younger ones", () => {
    const storage = memoryStorage();
    enqueue(storage, signup(1), NOW - QUEUE_TTL_MS);
    enqueue(storage, signup(2), NOW - QUEUE_TTL_MS + 1);
    expect(readQueue(storage, NOW).map(fields)).toEqual([signup(2)]);
    expect(pruneQueue(storage, [], NOW).map(fields)).toEqual([signup(2)]);
    expect(storage.data.get(QUEUE_KEY)).not.toContain(signup(1).email);
    expect(QUEUE_TTL_MS).toBe(30 * DAY);
  });

  it("gives entries from before dates existed (or dated in the future) their 30 days from now, under a stable id", () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, JSON.stringify([signup(1), { ...signup(2), id: "x", queuedAt: NOW + 365 * DAY }]));
    const [legacy, future] = pruneQueue(storage, [], NOW);
    expect(legacy).toMatchObject({ ...signup(1), queuedAt: NOW });
    expect(future).toMatchObject({ ...signup(2), id: "x", queuedAt: NOW });
    expect(readQueue(storage, NOW + 1).map((entry) => entry.id)).toEqual([legacy!.id, "x"]);
    expect(readQueue(storage, NOW + QUEUE_TTL_MS)).toEqual([]);
  });

  it("drops the oldest once full", () => {
    const storage = memoryStorage();
    for (let n = 1; n <= QUEUE_LIMIT + 3; n++) enqueue(storage, signup(n), NOW);
    const queue = readQueue(storage, NOW);
    expect(queue).toHaveLength(QUEUE_LIMIT);
    expect(fields(queue[0]!)).toEqual(signup(4));
    expect(fields(queue.at(-1)!)).toEqual(signup(QUEUE_LIMIT + 3));
  });

  it("honours a smaller limit", () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 3; n++) enqueue(storage, signup(n), NOW, 2);
    expect(readQueue(storage, NOW).map(fields)).toEqual([signup(2), signup(3)]);
  });

  it("treats corrupt or foreign data as an empty queue and skips invalid entries", () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, "{not json");
    expect(readQueue(storage, NOW)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify({ name: "x" }));
    expect(readQueue(storage, NOW)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify([signup(1), { name: "half" }, 42, null, signup(2)]));
    expect(readQueue(storage, NOW).map(fields)).toEqual([signup(1), signup(2)]);
  });

  it("says when a sign-up could not be kept: storage full or blocked", () => {
    const full: StorageLike = { ...memoryStorage(), setItem: throwing("QuotaExceededError") };
    expect(enqueue(full, signup(1), NOW)).toBe(false);
    const blocked: StorageLike = {
      getItem: throwing("SecurityError"),
      setItem: throwing("SecurityError"),
      removeItem: throwing("SecurityError"),
    };
    expect(enqueue(blocked, signup(1), NOW)).toBe(false);
    expect(readQueue(blocked, NOW)).toEqual([]);
    expect(() => pruneQueue(blocked, [], NOW)).not.toThrow();
  });

  it("works with the browser's localStorage", () => {
    localStorage.clear();
    expect(enqueue(localStorage, signup(7))).toBe(true);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "null")).toEqual([expect.objectContaining(signup(7))]);
    const [entry] = readQueue(localStorage);
    expect(pruneQueue(localStorage, [entry!.id])).toEqual([]);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });
});

describe("withQueueLock", () => {
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

  it("uses the Web Locks API where there is one", async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    const result = await withQueueLock(async () => "done", {
      storage: memoryStorage(),
      locks: { request } as unknown as LockManager,
      leaseMs: 1_000,
    });
    expect(result).toBe("done");
    expect(request).toHaveBeenCalledWith("waitlist:flush", expect.any(Function));
  });

  it("without it, lets only one of two overlapping callers in, through a lease in storage", async () => {
    const storage = memoryStorage();
    const ran: string[] = [];
    const task = (who: string) => async () => {
      ran.push(who);
      await later();
      return who;
    };
    const options = { storage, locks: null, leaseMs: 1_000, settle: later };
    const results = await Promise.all([withQueueLock(task("a"), options), withQueueLock(task("b"), options)]);
    expect(ran).toHaveLength(1);
    expect(results.filter((result) => result === undefined)).toHaveLength(1);
    expect(storage.data.has("waitlist:flush-lease")).toBe(false);
    // The lease is gone once the task is done: the next caller gets in.
    await expect(withQueueLock(task("c"), options)).resolves.toBe("c");
  });

  it("takes over a lease whose tab vanished, once it has run out", async () => {
    const storage = memoryStorage();
    let now = NOW;
    storage.setItem("waitlist:flush-lease", JSON.stringify({ owner: "gone", until: NOW + 1_000 }));
    const options = { storage, locks: null, leaseMs: 1_000, settle: later, now: () => now };
    await expect(withQueueLock(async () => "mine", options)).resolves.toBeUndefined();
    now = NOW + 1_001;
    await expect(withQueueLock(async () => "mine", options)).resolves.toBe("mine");
  });
});

describe("markDone / isDoneElsewhere", () => {
  /** A lock manager as the browser keeps it: one place, every tab's held locks in it. */
  function lockManager() {
    const held = new Set<string>();
    return {
      request: (async (name: string, callback: () => Promise<unknown>) => {
        held.add(name);
        try {
          return await callback();
        } finally {
          held.delete(name);
        }
      }) as unknown as LockManager["request"],
      query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
    };
  }

  it("tells any tab at once which entries another tab finished", async () => {
    vi.useFakeTimers();
    const locks = lockManager();
    await markDone("seed-0", locks);
    expect(await isDoneElsewhere("seed-0", locks)).toBe(true);
    expect(await isDoneElsewhere("seed-1", locks)).toBe(false);
    // After a minute the entry's removal has reached every tab: the mark is let go.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await isDoneElsewhere("seed-0", locks)).toBe(false);
    vi.useRealTimers();
  });

  it("is a no-op where the browser has no Web Locks", async () => {
    await expect(markDone("x", undefined)).resolves.toBeUndefined();
    expect(await isDoneElsewhere("x", undefined)).toBe(false);
  });
});
