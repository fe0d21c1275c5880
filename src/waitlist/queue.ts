import { deliver, type Delivery, type DeliveryOptions } from "./delivery";
import { sameSignup, type WaitlistSignup } from "./fields";
import { addToStore, newSignupId, readStore, removeFromStore, type StorageLike, type StoredSignup } from "./store";
import { isDoneElsewhere, markDone, oneTabAtATime } from "./tabs";

export interface QueueOptions extends DeliveryOptions {
  /** Where sign-ups wait; without it (storage blocked) a sign-up can only be tried once, at once. */
  storage?: StorageLike;
  logError?: (message: string, error: unknown) => void;
  now?: () => number;
  /** A sign-up made earlier (on another visit, or before a failure) has arrived. */
  onResent?: () => void;
  /** How long the visitor waits for an answer before being thanked; the request itself goes on. */
  answerWaitMs?: number;
}

/** The brief's visitor is never left waiting long: past this they are thanked while the request goes on. */
export const ANSWER_WAIT_MS = 15_000;

/**
 * "queued": kept in this browser to be sent again (it failed, or its answer is late). "unsaved":
 * it failed and could not be kept, the one outcome the card reports as not gone through.
 */
export type SubmitOutcome = "sent" | "queued" | "rejected" | "unsaved";

type Results = Map<string, Delivery>;

/**
 * The waitlist's delivery, end to end: every sign-up is written to the browser's store before
 * its request starts and leaves it only once delivered or refused for good, so a tab closed at
 * any moment loses nothing; every path that sends (the first try, a retry, the next visit,
 * another tab) goes through `deliverWaiting`, one tab at a time, and skips what another tab has
 * just finished. Each sign-up carries one id on every try, for the service to keep it once.
 */
export function waitlistQueue(options: QueueOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? console.error;
  /** This page's sign-ups, so the same details sent again ("Submit Another Request") go once. */
  const submitted: { signup: WaitlistSignup; outcome: Promise<SubmitOutcome> }[] = [];

  /** Sends what waits, oldest first; stops at the first failure worth retrying, which the rest would meet too. */
  function deliverWaiting(own?: string): Promise<{ results: Results; waiting: number }> {
    const results: Results = new Map();
    if (!storage) return Promise.resolve({ results, waiting: 0 });
    return oneTabAtATime(async () => {
      for (const entry of removeFromStore(storage, [], now())) {
        if (await isDoneElsewhere(entry.id)) {
          removeFromStore(storage, [entry.id], now());
          continue;
        }
        const delivery = await deliver(entry, options);
        results.set(entry.id, delivery);
        if (delivery.outcome === "retry") break;
        // A refusal is news; a failure worth retrying was logged when its sign-up was made.
        if (delivery.outcome === "rejected") logError("Error submitting form", delivery.error);
        // Forget each as it arrives, and tell the other tabs before the lock passes to one of them.
        await markDone(entry.id);
        removeFromStore(storage, [entry.id], now());
        if (delivery.outcome === "sent" && entry.id !== own) options.onResent?.();
      }
      return { results, waiting: readStore(storage, now()).length };
    });
  }

  /** This sign-up's delivery, or the failure that stopped the run before it (the service is down for it too). */
  async function firstTry(entry: StoredSignup, kept: boolean): Promise<Delivery | undefined> {
    if (!kept) return deliver(entry, options);
    const { results } = await deliverWaiting(entry.id);
    return results.get(entry.id) ?? [...results.values()].find((delivery) => delivery.outcome === "retry");
  }

  async function send(signup: WaitlistSignup): Promise<SubmitOutcome> {
    const entry: StoredSignup = { ...signup, id: newSignupId(now()), storedAt: now() };
    const kept = storage !== undefined && addToStore(storage, entry, now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">(
      (resolve) => (timer = setTimeout(resolve, options.answerWaitMs ?? ANSWER_WAIT_MS, "late")),
    );
    const delivery = await Promise.race([firstTry(entry, kept), late]);
    clearTimeout(timer);
    // Late: still on its way, and kept until it arrives; the visitor is thanked meanwhile.
    if (delivery === "late" || delivery === undefined) return kept ? "queued" : "unsaved";
    if (delivery.outcome === "sent") return "sent";
    // A refusal from a run is logged there.
    if (delivery.outcome === "retry" || !kept) logError("Error submitting form", delivery.error);
    if (delivery.outcome === "rejected") return "rejected";
    return kept ? "queued" : "unsaved";
  }

  return {
    deliverWaiting,
    /** Writes a sign-up ahead, then sends it; resolves with what became of it. */
    submit(signup: WaitlistSignup): Promise<SubmitOutcome> {
      const earlier = submitted.find((made) => sameSignup(made.signup, signup));
      if (earlier) {
        // The same details again: said once already, unless that try got nowhere.
        const same = earlier.outcome.then((outcome) =>
          outcome === "sent" || outcome === "queued" ? outcome : send(signup),
        );
        earlier.outcome = same;
        return same;
      }
      const outcome = send(signup);
      submitted.push({ signup, outcome });
      return outcome;
    },
  };
}

export type WaitlistQueue = ReturnType<typeof waitlistQueue>;
