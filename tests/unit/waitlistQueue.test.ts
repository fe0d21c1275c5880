import { isRetryableStatus, REQUEST_TIMEOUT_MS } from "../../src/waitlist/delivery";
import { ANSWER_WAIT_MS, waitlistQueue, type QueueOptions } from "../../src/waitlist/queue";
import { RETRY_DELAYS_MS, startRedelivery } from "../../src/waitlist/redelivery";
import { signUp, THANK_YOU_DELAY_MS } from "../../src/waitlist/signUp";
import { keepSignup, readStore, STORE_TTL_MS, type StorageLike } from "../../src/waitlist/store";
import { memoryStorage, otherTabWritesFirst } from "./storage";

type Fetch = typeof globalThis.fetch;

const ENDPOINT = "http://127.0.0.1:9/waitlist";
const ada = { name: "Ada", email: "ada@example.com", company: "Co" };
const bob = { name: "Bob", email: "bob@example.com", company: "Co" };
const fields = ({ name, email, company }: { name: string; email: string; company: string }) => ({
  name,
  email,
  company,
});
const body = (fetch: ReturnType<typeof vi.fn<Fetch>>, call = 0) =>
  new URLSearchParams(String(fetch.mock.calls[call]![1]?.body));

const fullStorage = (): StorageLike => ({
  ...memoryStorage(),
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
});

const answering = (status: number) => vi.fn<Fetch>(async () => new Response(null, { status }));
const ok = () => answering(204);
const offline = () => vi.fn<Fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));

const queueWith = (options: Partial<QueueOptions> & { fetch: Fetch }) =>
  waitlistQueue({ endpoint: ENDPOINT, storage: memoryStorage(), logError: () => {}, ...options });

describe("a sign-up is written ahead, then sent", () => {
  it("is in the store before its request starts, and leaves it once it arrives", async () => {
    const storage = memoryStorage();
    const seen: unknown[] = [];
    const fetch = vi.fn<Fetch>(async () => {
      seen.push(readStore(storage).map(fields));
      return new Response(null);
    });
    await expect(queueWith({ fetch, storage }).submit(ada)).resolves.toBe("sent");
    expect(seen).toEqual([[ada]]);
    expect(storage.data.size).toBe(0);
  });

  it("POSTs the three fields and its id, form-encoded, in no-cors mode, kept alive past the tab", async () => {
    const fetch = ok();
    await queueWith({ fetch }).submit(ada);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: "POST", mode: "no-cors", keepalive: true });
    expect([...body(fetch).keys()]).toEqual(["name", "email", "company", "signup_id"]);
    expect(Object.fromEntries(body(fetch))).toMatchObject(ada);
    expect(new Headers(init?.headers).get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(ANSWER_WAIT_MS);
  });

  it("on a network failure logs 'Error submitting form', keeps it, and sends it once, with the same id, later", async () => {
    const storage = memoryStorage();
    const logError = vi.fn();
    const down = offline();
    const queue = waitlistQueue({ endpoint: ENDPOINT, storage, logError, fetch: down });
    await expect(queue.submit(ada)).resolves.toBe("queued");
    expect(logError).toHaveBeenCalledWith("Error submitting form", expect.any(TypeError));
    expect(readStore(storage).map(fields)).toEqual([ada]);

    const up = ok();
    const later = waitlistQueue({ endpoint: ENDPOINT, storage, fetch: up });
    await expect(later.deliverWaiting()).resolves.toBe(0);
    await later.deliverWaiting();
    expect(up).toHaveBeenCalledOnce();
    expect(body(up).get("signup_id")).toBe(body(down).get("signup_id"));
  });

  it("answers 'unsaved' when it fails and cannot be kept, after trying it once", async () => {
    for (const storage of [undefined, fullStorage()]) {
      const fetch = offline();
      await expect(queueWith({ fetch, storage }).submit(ada)).resolves.toBe("unsaved");
      expect(fetch).toHaveBeenCalledOnce();
    }
  });

  it("thanks the visitor while a late answer is still on its way, and never sends it again meanwhile", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    let answer!: (response: Response) => void;
    const fetch = vi.fn<Fetch>(() => new Promise((resolve) => (answer = resolve)));
    const queue = queueWith({ fetch, storage });
    const outcome = queue.submit(ada);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(outcome).resolves.toBe("queued");

    // A retry while it is on its way leaves it be.
    await expect(queue.deliverWaiting()).resolves.toBe(1);
    answer(new Response(null));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledOnce();
    expect(readStore(storage)).toEqual([]);
    vi.useRealTimers();
  });
});

describe("two tabs sharing one storage", () => {
  const sentNames = (fetch: ReturnType<typeof vi.fn<Fetch>>) =>
    fetch.mock.calls.map((_, call) => body(fetch, call).get("name")).sort();

  it("submitting at once, each sends its own sign-up and the store loses neither", async () => {
    const shared = memoryStorage();
    const fetch = vi.fn<Fetch>(async () => {
      seen.push(
        readStore(shared)
          .map((entry) => entry.name)
          .sort(),
      );
      return new Response(null);
    });
    const seen: string[][] = [];
    let tabB: Promise<unknown> = Promise.resolve();
    const tabA = queueWith({
      fetch,
      storage: otherTabWritesFirst(shared, () => (tabB = queueWith({ fetch, storage: shared }).submit(bob))),
    });
    await expect(tabA.submit(ada)).resolves.toBe("sent");
    await expect(tabB).resolves.toBe("sent");
    expect(sentNames(fetch)).toEqual(["Ada", "Bob"]);
    expect(shared.data.size).toBe(0);
  });

  it("one resending a backlog while the other submits, every sign-up is sent once", async () => {
    const shared = memoryStorage();
    const backlog = Array.from({ length: 15 }, (_, n) => ({ ...ada, name: `Kept ${n + 10}` }));
    backlog.forEach((signup, n) =>
      keepSignup(shared, { ...signup, id: `kept-${n}`, storedAt: Date.now() - 1_000 + n }),
    );
    const fetch = ok();
    let tabB: Promise<unknown> = Promise.resolve();
    const tabA = queueWith({
      fetch,
      storage: otherTabWritesFirst(shared, () => (tabB = queueWith({ fetch, storage: shared }).submit(bob))),
    });
    await expect(tabA.deliverWaiting()).resolves.toBe(0);
    await expect(tabB).resolves.toBe("sent");
    expect(sentNames(fetch)).toEqual(["Bob", ...backlog.map((signup) => signup.name)].sort());
    expect(shared.data.size).toBe(0);
  });
});

describe("in cors mode", () => {
  const cors = { mode: "cors" as const };

  it("counts a 2xx as sent, asking for JSON", async () => {
    for (const status of [200, 201, 204]) {
      const fetch = answering(status);
      await expect(queueWith({ ...cors, fetch }).submit(ada)).resolves.toBe("sent");
      expect(fetch.mock.calls[0]![1]).toMatchObject({ mode: "cors" });
      expect(new Headers(fetch.mock.calls[0]![1]?.headers).get("accept")).toBe("application/json");
    }
  });

  it("keeps one on 408, 429 and 5xx, logging each", async () => {
    for (const status of [408, 429, 500, 502, 503]) {
      const storage = memoryStorage();
      const logError = vi.fn();
      await expect(queueWith({ ...cors, fetch: answering(status), storage, logError }).submit(ada)).resolves.toBe(
        "queued",
      );
      expect(readStore(storage)).toHaveLength(1);
      expect(logError).toHaveBeenCalledWith(
        "Error submitting form",
        expect.objectContaining({ message: expect.stringContaining(String(status)) }),
      );
    }
  });

  it("logs any other refusal once and does not keep it", async () => {
    for (const status of [400, 403, 404, 422, 301]) {
      const storage = memoryStorage();
      const logError = vi.fn();
      await expect(queueWith({ ...cors, fetch: answering(status), storage, logError }).submit(ada)).resolves.toBe(
        "rejected",
      );
      expect(readStore(storage)).toEqual([]);
      expect(logError).toHaveBeenCalledOnce();
    }
  });

  it("classifies statuses as the issue says", () => {
    expect([408, 429, 500, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 422, 499].some(isRetryableStatus)).toBe(false);
  });
});

describe("deliverWaiting", () => {
  const stored = (storage: StorageLike, signup: typeof ada, storedAt = Date.now()) =>
    keepSignup(storage, { ...signup, id: `id-${signup.name}`, storedAt }, storedAt);

  it("sends each waiting sign-up once, oldest first, and forgets each as it arrives", async () => {
    const storage = memoryStorage();
    stored(storage, ada);
    stored(storage, bob);
    const seen: string[][] = [];
    const fetch = vi.fn<Fetch>(async () => {
      seen.push(readStore(storage).map((entry) => entry.name));
      return new Response(null);
    });
    const queue = queueWith({ fetch, storage });
    await expect(queue.deliverWaiting()).resolves.toBe(0);
    expect(seen).toEqual([["Ada", "Bob"], ["Bob"]]);
    await queue.deliverWaiting();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("stops at the first failure worth a retry and keeps it and the rest, in order", async () => {
    const storage = memoryStorage();
    stored(storage, ada);
    stored(storage, bob);
    const fetch = offline();
    await expect(queueWith({ fetch, storage }).deliverWaiting()).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledOnce();
    expect(readStore(storage).map(fields)).toEqual([ada, bob]);
  });

  it("drops entries older than 30 days without sending them", async () => {
    const storage = memoryStorage();
    const now = Date.now();
    stored(storage, ada, now - STORE_TTL_MS - 1);
    stored(storage, bob, now - 1);
    const fetch = ok();
    await queueWith({ fetch, storage, now: () => now }).deliverWaiting();
    expect(fetch).toHaveBeenCalledOnce();
    expect(body(fetch).get("name")).toBe("Bob");
  });

  it("says once per earlier sign-up that arrives, never for one refused, failed or just made", async () => {
    const storage = memoryStorage();
    const carol = { ...ada, name: "Carol" };
    const dave = { ...ada, name: "Dave" };
    for (const signup of [ada, bob, carol]) stored(storage, signup);
    const status = (sent: string) => (sent.includes("Bob") ? 422 : sent.includes("Dave") ? 503 : 204);
    const fetch = vi.fn<Fetch>(async (_url, init) => new Response(null, { status: status(String(init?.body)) }));
    const onResent = vi.fn();
    const queue = queueWith({ mode: "cors", fetch, storage, onResent });
    await Promise.all([queue.submit(dave), queue.deliverWaiting()]);
    // Ada and Carol arrived; Bob was refused; Dave, made now, met an outage.
    expect(onResent).toHaveBeenCalledTimes(2);
  });

  it("two tabs delivering at once send an entry once: the tab that claims it first", async () => {
    const storage = memoryStorage();
    stored(storage, ada);
    const fetch = vi.fn<Fetch>(() => new Promise((resolve) => setTimeout(() => resolve(new Response(null)), 20)));
    const tabs = [queueWith({ fetch, storage }), await otherTabQueue({ endpoint: ENDPOINT, fetch, storage })];
    await Promise.all(tabs.map((tab) => tab.deliverWaiting()));
    expect(fetch).toHaveBeenCalledOnce();
    expect(body(fetch).get("signup_id")).toBe("id-Ada");
    expect(readStore(storage)).toEqual([]);
  });

  it("leaves an entry another tab is sending to it, and takes it up once that send failed", async () => {
    const storage = memoryStorage();
    stored(storage, ada);
    let fail!: (error: Error) => void;
    const first = vi.fn<Fetch>(() => new Promise((_, reject) => (fail = reject)));
    const tab = queueWith({ fetch: first, storage });
    const sending = tab.deliverWaiting();
    await expect.poll(() => first.mock.calls.length).toBe(1);
    const up = ok();
    const other = await otherTabQueue({ endpoint: ENDPOINT, fetch: up, storage });
    await expect(other.deliverWaiting()).resolves.toBe(1);
    expect(up).not.toHaveBeenCalled();
    fail(new TypeError("Failed to fetch"));
    await expect(sending).resolves.toBe(1);
    await expect(other.deliverWaiting()).resolves.toBe(0);
    expect(body(up).get("signup_id")).toBe("id-Ada");
  });
});

/** The queue as another tab's page has it: its own copy of the modules, the same store and the same locks. */
async function otherTabQueue(options: QueueOptions) {
  vi.resetModules();
  const { waitlistQueue: otherTab } = await import("../../src/waitlist/queue");
  return otherTab({ logError: () => {}, ...options });
}

describe("a press the head script took before the island", () => {
  const press = (storage: StorageLike, signup: typeof ada, id: string) => {
    keepSignup(storage, { ...signup, id, storedAt: Date.now() });
    return { id, kept: true };
  };

  it("two tabs pressing at once, each tab's redelivery finding the other's press: each is sent once", async () => {
    const storage = memoryStorage();
    const fetch = vi.fn<Fetch>(() => new Promise((resolve) => setTimeout(() => resolve(new Response(null)), 20)));
    const [pressA, pressB] = [press(storage, ada, "press-a"), press(storage, bob, "press-b")];
    const tabA = queueWith({ fetch, storage });
    const tabB = await otherTabQueue({ endpoint: ENDPOINT, fetch, storage });
    // Each island adopts its press, then starts its redelivery, as useWaitlistSubmission does.
    const outcomes = Promise.all([tabA.submit(ada, pressA), tabB.submit(bob, pressB)]);
    await Promise.all([tabA.deliverWaiting(), tabB.deliverWaiting()]);
    await expect(outcomes).resolves.toEqual(["sent", "sent"]);
    expect(fetch.mock.calls.map((_, call) => body(fetch, call).get("signup_id")).sort()).toEqual([
      "press-a",
      "press-b",
    ]);
    expect(readStore(storage)).toEqual([]);
  });

  it("delivered by another tab before its island came, it is thanked and not sent again", async () => {
    const storage = memoryStorage();
    const early = press(storage, ada, "press-delivered");
    const other = ok();
    await (await otherTabQueue({ endpoint: ENDPOINT, fetch: other, storage })).deliverWaiting();
    const fetch = ok();
    await expect(queueWith({ fetch, storage }).submit(ada, early)).resolves.toBe("sent");
    expect(other).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("one the head script could not keep is sent by its island, never taken for delivered", async () => {
    const fetch = ok();
    const storage = memoryStorage();
    await expect(queueWith({ fetch, storage }).submit(ada, { id: "press-unkept", kept: false })).resolves.toBe("sent");
    expect(body(fetch).get("signup_id")).toBe("press-unkept");
  });
});

describe("without Web Locks (a page not served over HTTPS)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a claim still holds within the page: a send on its way is not repeated", async () => {
    vi.stubGlobal("navigator", {});
    vi.resetModules();
    const { whileClaimed } = await import("../../src/waitlist/claim");
    let settle!: () => void;
    const first = whileClaimed(
      "no-locks",
      true,
      () => new Promise<string>((resolve) => (settle = () => resolve("sent"))),
    );
    await expect(whileClaimed("no-locks", false, async () => "again")).resolves.toBeUndefined();
    settle();
    await expect(first).resolves.toBe("sent");
    await expect(whileClaimed("no-locks", false, async () => "later")).resolves.toBe("later");
  });
});

describe("startRedelivery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("delivers at once and on every 'online' event, however often it is started", async () => {
    const target = new EventTarget();
    const flush = vi.fn(async () => 0);
    const loop = startRedelivery(target, flush);
    expect(startRedelivery(target, flush)).toBe(loop);
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledOnce();
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("while sign-ups wait, tries again after growing pauses, then leaves it to the next load or 'online'", async () => {
    const target = new EventTarget();
    const flush = vi.fn(async () => 1);
    startRedelivery(target, flush);
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
  });

  it("starts over from the shortest pause when a new sign-up is kept", async () => {
    const target = new EventTarget();
    let waiting = 0;
    const flush = vi.fn(async () => waiting);
    const loop = startRedelivery(target, flush);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] * 2);
    expect(flush).toHaveBeenCalledOnce();
    waiting = 1;
    loop.retrySoon();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(flush).toHaveBeenCalledTimes(2);
  });
});

describe("signUp", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function form(entries: Record<string, string>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  }

  it(`resolves ${THANK_YOU_DELAY_MS} ms after the request settles, with the fields cleaned`, async () => {
    let settle!: (response: Response) => void;
    const fetch = vi.fn<Fetch>(() => new Promise((resolve) => (settle = resolve)));
    let outcome: string | undefined;
    void signUp(form({ name: " Ada\u200b ", email: "ada@example.com", company: "Co" }), queueWith({ fetch })).then(
      (value) => (outcome = value),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outcome).toBeUndefined();
    settle(new Response(null));
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("sent");
    expect(body(fetch).get("name")).toBe("Ada");
  });

  it("sends nothing when the honeypot is filled, yet answers after the same pause", async () => {
    const fetch = ok();
    const done = signUp(form({ ...ada, website: "spam" }), queueWith({ fetch }));
    await vi.advanceTimersByTimeAsync(THANK_YOU_DELAY_MS);
    await expect(done).resolves.toBe("ignored");
    expect(fetch).not.toHaveBeenCalled();
  });
});
