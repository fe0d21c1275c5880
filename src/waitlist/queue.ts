import { deliver, type Delivery, type DeliveryOptions } from "./delivery";
import type { WaitlistSignup } from "./fields";
import { addToStore, newSignupId, readStore, removeFromStore, type StorageLike, type StoredSignup } from "./store";

export interface QueueOptions extends DeliveryOptions {
  /** Without it (storage blocked) a sign-up is tried once, at once. */
  storage?: StorageLike;
  logError?: (message: string, error: unknown) => void;
  now?: () => number;
  /** An earlier sign-up (another visit, or before a failure) has arrived. */
  onResent?: () => void;
  /** How long the visitor waits for an answer before being thanked; the request itself goes on. */
  answerWaitMs?: number;
}

export const ANSWER_WAIT_MS = 15_000;

/** "unsaved": it failed and could not be kept, the one outcome the card reports as not gone through. */
export type SubmitOutcome = "sent" | "queued" | "rejected" | "unsaved";

type Results = Map<string, Delivery>;

/** Delivery end to end (README, "Delivery modes"): written ahead, sent, forgotten once it arrives or is refused. */
export function waitlistQueue(options: QueueOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? console.error;
  // One run at a time on this page, so a retry never sends what a run before it is still sending.
  let lastRun: Promise<unknown> = Promise.resolve();

  /** Oldest first; stops at the first failure worth retrying, which the rest would meet too. */
  async function sendWaiting(own?: string): Promise<{ results: Results; waiting: number }> {
    const results: Results = new Map();
    if (!storage) return { results, waiting: 0 };
    for (const entry of removeFromStore(storage, [], now())) {
      const delivery = await deliver(entry, options);
      results.set(entry.id, delivery);
      if (delivery.outcome === "retry") break;
      if (delivery.outcome === "rejected") logError("Error submitting form", delivery.error);
      removeFromStore(storage, [entry.id], now());
      if (delivery.outcome === "sent" && entry.id !== own) options.onResent?.();
    }
    return { results, waiting: readStore(storage, now()).length };
  }

  function deliverWaiting(own?: string) {
    const run = lastRun.then(() => sendWaiting(own));
    lastRun = run.catch(() => undefined);
    return run;
  }

  /** Its delivery, or the failure that stopped the run before it reached it. */
  async function firstTry(entry: StoredSignup, kept: boolean): Promise<Delivery | undefined> {
    if (!kept) return deliver(entry, options);
    const { results } = await deliverWaiting(entry.id);
    return results.get(entry.id) ?? [...results.values()].find((delivery) => delivery.outcome === "retry");
  }

  async function submit(signup: WaitlistSignup): Promise<SubmitOutcome> {
    const entry: StoredSignup = { ...signup, id: newSignupId(now()), storedAt: now() };
    const kept = storage !== undefined && addToStore(storage, entry, now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">(
      (resolve) => (timer = setTimeout(resolve, options.answerWaitMs ?? ANSWER_WAIT_MS, "late")),
    );
    const delivery = await Promise.race([firstTry(entry, kept), late]);
    clearTimeout(timer);
    if (delivery === "late" || delivery === undefined) return kept ? "queued" : "unsaved";
    if (delivery.outcome === "sent") return "sent";
    if (delivery.outcome === "retry" || !kept) logError("Error submitting form", delivery.error);
    if (delivery.outcome === "rejected") return "rejected";
    return kept ? "queued" : "unsaved";
  }

  return { deliverWaiting, submit };
}

export type WaitlistQueue = ReturnType<typeof waitlistQueue>;
