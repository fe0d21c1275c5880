import {
  enqueue,
  QUEUE_KEY,
  QUEUE_TTL_MS,
  readQueue,
  RETRY_DELAYS_MS,
  startRetryLoop,
  type StorageLike,
} from "../../src/components/waitlist/retryQueue";
import {
  completeSignup,
  flushQueue,
  isRetryableStatus,
  submitWaitlist,
  THANK_YOU_DELAY_MS,
} from "../../src/components/waitlist/sendSignup";

type Fetch = typeof globalThis.fetch;

const ENDPOINT = "http://127.0.0.1:9/waitlist";
const ada = { name: "Ada", email: "ada@example.com", company: "Co" };
const bob = { name: "Bob", email: "bob@example.com", company: "Co" };
const fields = ({ name, email, company }: { name: string; email: string; company: string }) => ({
  name,
  email,
  company,
});

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const fullStorage = (): StorageLike => ({
  ...memoryStorage(),
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
});

const answering = (status: number) => vi.fn<Fetch>(async () => new Response(null, { status }));
const ok = () => answering(204);
const offline = () => vi.fn<Fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));
const quiet = { logError: () => {} };
/** Flushes run under the Web Locks API in browsers; these tests hand it a trivial one. */
const locks = { request: (_name: string, task: () => Promise<unknown>) => task() } as unknown as LockManager;
Object.defineProperty(globalThis.navigator, "locks", { value: locks, configurable: true });

describe("submitWaitlist in no-cors mode (the brief's)", () => {
  it("POSTs the form-encoded sign-up in no-cors mode to the endpoint", async () => {
    const fetch = ok();
    await expect(submitWaitlist(ada, { endpoint: ENDPOINT, fetch })).resolves.toBe("sent");
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: "POST",
      mode: "no-cors",
      body: "name=Ada&email=ada%40example.com&company=Co",
    });
    expect(new Headers(init?.headers).get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new Headers(init?.headers).has("accept")).toBe(false);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("cannot see a server error through the opaque answer, so counts it as sent", async () => {
    const opaque = vi.fn<Fetch>(async () => Response.error());
    await expect(submitWaitlist(ada, { endpoint: ENDPOINT, fetch: opaque })).resolves.toBe("sent");
  });

  it("logs a network failure as 'Error submitting form' and queues the sign-up", async () => {
    const storage = memoryStorage();
    const logError = vi.fn();
    await expect(submitWaitlist(ada, { endpoint: ENDPOINT, fetch: offline(), storage, logError })).resolves.toBe(
      "queued",
    );
    expect(logError).toHaveBeenCalledWith("Error submitting form", expect.any(TypeError));
    expect(readQueue(storage).map(fields)).toEqual([ada]);
  });

  it("logs with console.error when no logger is given", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    await submitWaitlist(ada, { endpoint: ENDPOINT, fetch: offline(), storage: memoryStorage() });
    expect(spy).toHaveBeenCalledWith("Error submitting form", expect.any(TypeError));
    spy.mockRestore();
  });

  it("answers 'unsaved' when the request fails and the sign-up cannot be kept", async () => {
    await expect(submitWaitlist(ada, { endpoint: ENDPOINT, fetch: offline(), ...quiet })).resolves.toBe("unsaved");
    await expect(
      submitWaitlist(ada, { endpoint: ENDPOINT, fetch: offline(), storage: fullStorage(), ...quiet }),
    ).resolves.toBe("unsaved");
  });
});

describe("submitWaitlist in cors mode", () => {
  const cors = { endpoint: ENDPOINT, mode: "cors" as const };

  it("sends in cors mode and counts a 2xx as sent", async () => {
    for (const status of [200, 201, 204]) {
      const fetch = answering(status);
      await expect(submitWaitlist(ada, { ...cors, fetch })).resolves.toBe("sent");
      const init = fetch.mock.calls[0]![1];
      expect(init).toMatchObject({ mode: "cors", method: "POST", body: "name=Ada&email=ada%40example.com&company=Co" });
      expect(new Headers(init?.headers).get("accept")).toBe("application/json");
    }
  });

  it("queues on 408, 429 and 5xx, logging each", async () => {
    for (const status of [408, 429, 500, 502, 503]) {
      const storage = memoryStorage();
      const logError = vi.fn();
      await expect(
        submitWaitlist(ada, { ...cors, fetch: answering(status), storage, logError }),
        String(status),
      ).resolves.toBe("queued");
      expect(readQueue(storage)).toHaveLength(1);
      expect(logError).toHaveBeenCalledWith(
        "Error submitting form",
        expect.objectContaining({ message: expect.stringContaining(String(status)) }),
      );
    }
  });

  it("logs any other refusal and does not keep it for a retry", async () => {
    for (const status of [400, 403, 404, 422, 301]) {
      const storage = memoryStorage();
      const logError = vi.fn();
      await expect(
        submitWaitlist(ada, { ...cors, fetch: answering(status), storage, logError }),
        String(status),
      ).resolves.toBe("rejected");
      expect(readQueue(storage)).toEqual([]);
      expect(logError).toHaveBeenCalledOnce();
    }
  });

  it("treats a network failure (or a missing CORS header) as worth a retry", async () => {
    const storage = memoryStorage();
    await expect(submitWaitlist(ada, { ...cors, fetch: offline(), storage, ...quiet })).resolves.toBe("queued");
  });

  it("answers 'unsaved' for a server error it cannot keep", async () => {
    await expect(
      submitWaitlist(ada, { ...cors, fetch: answering(503), storage: fullStorage(), ...quiet }),
    ).resolves.toBe("unsaved");
  });

  it("classifies statuses as the issue says", () => {
    expect([408, 429, 500, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 422, 499].some(isRetryableStatus)).toBe(false);
  });
});

describe("flushQueue", () => {
  it("sends each queued sign-up once and forgets it", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    enqueue(storage, bob);
    const fetch = ok();
    await expect(flushQueue({ endpoint: ENDPOINT, fetch, storage })).resolves.toBe(0);
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual([
      "name=Ada&email=ada%40example.com&company=Co",
      "name=Bob&email=bob%40example.com&company=Co",
    ]);
    expect(readQueue(storage)).toEqual([]);
    await flushQueue({ endpoint: ENDPOINT, fetch, storage });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("stops at the first failure worth a retry and keeps it and the rest, in order", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    enqueue(storage, bob);
    const fetch = offline();
    await expect(flushQueue({ endpoint: ENDPOINT, fetch, storage })).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledOnce();
    expect(readQueue(storage).map(fields)).toEqual([ada, bob]);
  });

  it("in cors mode keeps a sign-up the service failed on, and drops one it refused, logging that", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    enqueue(storage, bob);
    const logError = vi.fn();
    const fetch = vi.fn<Fetch>(
      async (_url, init) => new Response(null, { status: String(init?.body).includes("Ada") ? 422 : 503 }),
    );
    await expect(flushQueue({ endpoint: ENDPOINT, mode: "cors", fetch, storage, logError })).resolves.toBe(1);
    expect(readQueue(storage).map(fields)).toEqual([bob]);
    expect(logError).toHaveBeenCalledOnce();
  });

  it("tells once per sign-up that arrives, and never of one refused, failed or expired", async () => {
    const storage = memoryStorage();
    const now = Date.now();
    const carol = { name: "Carol", email: "carol@example.com", company: "Co" };
    const dave = { name: "Dave", email: "dave@example.com", company: "Co" };
    enqueue(storage, { ...ada, name: "Expired" }, now - QUEUE_TTL_MS - 1);
    for (const signup of [ada, bob, carol, dave]) enqueue(storage, signup, now - 1);
    const status = (body: string) => (body.includes("Bob") ? 422 : body.includes("Dave") ? 503 : 204);
    const fetch = vi.fn<Fetch>(async (_url, init) => new Response(null, { status: status(String(init?.body)) }));
    const onDelivered = vi.fn();
    await flushQueue({ endpoint: ENDPOINT, mode: "cors", fetch, storage, onDelivered, now: () => now, ...quiet });
    // Ada and Carol arrived; Bob was refused, Dave met an outage, the expired one was never sent.
    expect(onDelivered).toHaveBeenCalledTimes(2);

    await flushQueue({ endpoint: ENDPOINT, fetch: offline(), storage, onDelivered, now: () => now });
    expect(onDelivered).toHaveBeenCalledTimes(2);
  });

  it("drops entries older than 30 days without sending them", async () => {
    const storage = memoryStorage();
    const now = Date.now();
    enqueue(storage, ada, now - QUEUE_TTL_MS - 1);
    enqueue(storage, bob, now - 1);
    const fetch = ok();
    await flushQueue({ endpoint: ENDPOINT, fetch, storage, now: () => now });
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual(["name=Bob&email=bob%40example.com&company=Co"]);
    expect(storage.getItem(QUEUE_KEY)).toBeNull();
  });

  it("forgets each entry as it arrives, so a tab closed mid-flush resends none of them", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    enqueue(storage, bob);
    const seen: string[][] = [];
    const fetch = vi.fn<Fetch>(async () => {
      seen.push(readQueue(storage).map((entry) => entry.name));
      return new Response(null);
    });
    await flushQueue({ endpoint: ENDPOINT, fetch, storage });
    expect(seen).toEqual([["Ada", "Bob"], ["Bob"]]);
  });

  it("sends an entry once when two flushes overlap, with Web Locks or without", async () => {
    for (const withLocks of [true, false]) {
      const storage = memoryStorage();
      enqueue(storage, ada);
      const fetch = vi.fn<Fetch>(() => new Promise((resolve) => setTimeout(() => resolve(new Response(null)), 20)));
      if (!withLocks) Object.defineProperty(globalThis.navigator, "locks", { value: undefined, configurable: true });
      else {
        // A real lock manager's guarantee: one holder at a time per name, and one list of what is held.
        const tails = new Map<string, Promise<unknown>>();
        const held = new Set<string>();
        const exclusive = {
          request: (name: string, task: () => Promise<unknown>) => {
            const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
              held.add(name);
              try {
                return await task();
              } finally {
                held.delete(name);
              }
            });
            tails.set(
              name,
              run.catch(() => undefined),
            );
            return run;
          },
          query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
        };
        Object.defineProperty(globalThis.navigator, "locks", { value: exclusive, configurable: true });
      }
      await Promise.all([
        flushQueue({ endpoint: ENDPOINT, fetch, storage }),
        flushQueue({ endpoint: ENDPOINT, fetch, storage }),
      ]);
      expect(fetch, withLocks ? "with locks" : "with the lease").toHaveBeenCalledOnce();
    }
    Object.defineProperty(globalThis.navigator, "locks", { value: locks, configurable: true });
  });
});

describe("startRetryLoop", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("flushes at once and on every 'online' event, however often it is started", async () => {
    const target = new EventTarget();
    const flush = vi.fn(async () => 0);
    const loop = startRetryLoop(target, flush);
    expect(startRetryLoop(target, flush)).toBe(loop);
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledOnce();
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
    target.dispatchEvent(new Event("offline"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("is per target", async () => {
    const flush = vi.fn(async () => 0);
    startRetryLoop(new EventTarget(), flush);
    startRetryLoop(new EventTarget(), flush);
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("while sign-ups wait, tries again after growing pauses, then leaves it to the next load or 'online'", async () => {
    const target = new EventTarget();
    const flush = vi.fn(async () => 1);
    startRetryLoop(target, flush);
    await vi.advanceTimersByTimeAsync(0);
    let calls = 1;
    for (const delay of RETRY_DELAYS_MS) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(flush).toHaveBeenCalledTimes(calls);
      await vi.advanceTimersByTimeAsync(1);
      expect(flush).toHaveBeenCalledTimes(++calls);
    }
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(flush).toHaveBeenCalledTimes(calls);
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(calls + 1);
  });

  it("stops once the queue is empty, and starts over from the shortest pause when a new sign-up is queued", async () => {
    const target = new EventTarget();
    let waiting = 0;
    const flush = vi.fn(async () => waiting);
    const loop = startRetryLoop(target, flush);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledOnce();

    waiting = 1;
    loop.retrySoon();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(flush).toHaveBeenCalledTimes(2);
    waiting = 0;
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(flush).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it("never runs two flushes at once on one page", async () => {
    const target = new EventTarget();
    let running = 0;
    let most = 0;
    const flush = vi.fn(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
      return 0;
    });
    startRetryLoop(target, flush);
    target.dispatchEvent(new Event("online"));
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(most).toBe(1);
    expect(flush).toHaveBeenCalledTimes(2);
  });
});

describe("completeSignup", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function form(entries: Record<string, string>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  }

  it(`resolves ${THANK_YOU_DELAY_MS} ms after the request settles, not before`, async () => {
    let settle!: (response: Response) => void;
    const fetch = vi.fn<Fetch>(() => new Promise((resolve) => (settle = resolve)));
    let outcome: string | undefined;
    void completeSignup(form({ name: " Ada\u200b ", email: "ada@example.com", company: "Co" }), {
      endpoint: ENDPOINT,
      fetch,
    }).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outcome).toBeUndefined();
    settle(new Response(null));
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("sent");
    expect(fetch.mock.calls[0]![1]?.body).toBe("name=Ada&email=ada%40example.com&company=Co");
  });

  it("still resolves after a failed request, with the sign-up queued", async () => {
    const storage = memoryStorage();
    const done = completeSignup(form({ name: "Ada", email: "ada@example.com", company: "Co" }), {
      endpoint: ENDPOINT,
      fetch: offline(),
      storage,
      ...quiet,
    });
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS);
    await expect(done).resolves.toBe("queued");
    expect(readQueue(storage).map(fields)).toEqual([ada]);
  });

  it("reports 'unsaved' after the same pause when there is nowhere to keep it", async () => {
    const done = completeSignup(form({ name: "Ada", email: "ada@example.com", company: "Co" }), {
      endpoint: ENDPOINT,
      fetch: offline(),
      ...quiet,
    });
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS);
    await expect(done).resolves.toBe("unsaved");
  });

  it("sends nothing when the honeypot is filled, yet answers the same way", async () => {
    const fetch = ok();
    const done = completeSignup(form({ name: "Bot", email: "bot@example.com", company: "Co", website: "spam" }), {
      endpoint: ENDPOINT,
      fetch,
    });
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS);
    await expect(done).resolves.toBe("ignored");
    expect(fetch).not.toHaveBeenCalled();
  });
});
