import { completeSignup, THANK_YOU_DELAY_MS } from "../../src/lib/waitlist/completeSignup";
import { readQueue, enqueue, type StorageLike } from "../../src/lib/waitlist/retryQueue";
import { startRetryQueue } from "../../src/lib/waitlist/retryOnReconnect";
import { flushQueue, submitWaitlist } from "../../src/lib/waitlist/submitWaitlist";

type Fetch = typeof globalThis.fetch;

const ENDPOINT = "http://127.0.0.1:9/waitlist";
const ada = { name: "Ada", email: "ada@example.com", company: "Co" };
const bob = { name: "Bob", email: "bob@example.com", company: "Co" };

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const ok = () => vi.fn<Fetch>(async () => new Response(null));
const offline = () => vi.fn<Fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));

describe("submitWaitlist", () => {
  it("POSTs the form-encoded sign-up in no-cors mode to the endpoint", async () => {
    const fetch = ok();
    await expect(submitWaitlist(ada, { endpoint: ENDPOINT, fetch })).resolves.toBe("sent");
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: "POST", mode: "no-cors", body: "name=Ada&email=ada%40example.com&company=Co" });
    expect(new Headers(init?.headers).get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("logs a network failure as 'Error submitting form' and queues the sign-up", async () => {
    const storage = memoryStorage();
    const logError = vi.fn();
    await expect(submitWaitlist(ada, { endpoint: ENDPOINT, fetch: offline(), storage, logError })).resolves.toBe("queued");
    expect(logError).toHaveBeenCalledWith("Error submitting form", expect.any(TypeError));
    expect(readQueue(storage)).toEqual([ada]);
  });

  it("logs with console.error when no logger is given", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    await submitWaitlist(ada, { endpoint: ENDPOINT, fetch: offline() });
    expect(spy).toHaveBeenCalledWith("Error submitting form", expect.any(TypeError));
    spy.mockRestore();
  });
});

describe("flushQueue", () => {
  it("sends each queued sign-up once and forgets it", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    enqueue(storage, bob);
    const fetch = ok();
    await expect(flushQueue({ endpoint: ENDPOINT, fetch, storage })).resolves.toBe(2);
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual([
      "name=Ada&email=ada%40example.com&company=Co",
      "name=Bob&email=bob%40example.com&company=Co",
    ]);
    expect(readQueue(storage)).toEqual([]);
    await flushQueue({ endpoint: ENDPOINT, fetch, storage });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("puts back only the sign-ups that failed again", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    enqueue(storage, bob);
    const fetch = vi.fn<Fetch>(async (_url, init) =>
      String(init?.body).includes("Bob") ? Promise.reject(new TypeError("offline")) : new Response(null),
    );
    await expect(flushQueue({ endpoint: ENDPOINT, fetch, storage })).resolves.toBe(1);
    expect(readQueue(storage)).toEqual([bob]);
  });

  it("does not send an entry twice when two flushes overlap", async () => {
    const storage = memoryStorage();
    enqueue(storage, ada);
    const fetch = ok();
    await Promise.all([flushQueue({ endpoint: ENDPOINT, fetch, storage }), flushQueue({ endpoint: ENDPOINT, fetch, storage })]);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe("startRetryQueue", () => {
  it("flushes at once and on every 'online' event, however often it is started", () => {
    const target = new EventTarget();
    const flush = vi.fn(async () => 0);
    expect(startRetryQueue(target, flush)).toBe(true);
    expect(startRetryQueue(target, flush)).toBe(false);
    expect(flush).toHaveBeenCalledOnce();
    target.dispatchEvent(new Event("online"));
    expect(flush).toHaveBeenCalledTimes(2);
    target.dispatchEvent(new Event("offline"));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("is per target", () => {
    const flush = vi.fn(async () => 0);
    startRetryQueue(new EventTarget(), flush);
    startRetryQueue(new EventTarget(), flush);
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
    void completeSignup(form({ name: " Ada ", email: "ada@example.com", company: "Co" }), { endpoint: ENDPOINT, fetch }).then(
      (value) => (outcome = value),
    );
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
      logError: () => {},
    });
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS);
    await expect(done).resolves.toBe("queued");
    expect(readQueue(storage)).toEqual([ada]);
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
