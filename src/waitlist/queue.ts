import { deliver, type Delivery, type DeliveryOptions } from "./delivery";
import type { WaitlistSignup } from "./fields";
import { forgetSignup, isKept, keepSignup, newSignupId, readStore, type StorageLike, type StoredSignup } from "./store";

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

// What this page is sending (whichever card's queue), so a resend never repeats a request still on its way.
const sending = new Set<string>();

/** Delivery end to end (docs/architecture.md, "Delivery modes"): written ahead, sent, forgotten once it arrives or is refused. */
export function waitlistQueue(options: QueueOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? console.error;

  async function send(entry: StoredSignup): Promise<Delivery> {
    sending.add(entry.id);
    const delivery = await deliver(entry, options);
    sending.delete(entry.id);
    if (delivery.outcome !== "retry" && storage) forgetSignup(storage, entry.id);
    return delivery;
  }

  /** Oldest first, skipping what another tab delivered meanwhile; stops at the first failure worth retrying. */
  async function deliverWaiting(): Promise<number> {
    if (!storage) return 0;
    for (const entry of readStore(storage, now())) {
      if (sending.has(entry.id) || !isKept(storage, entry.id)) continue;
      const delivery = await send(entry);
      if (delivery.outcome === "retry") break;
      if (delivery.outcome === "rejected") logError("Error submitting form", delivery.error);
      else options.onResent?.();
    }
    return readStore(storage, now()).length;
  }

  /** Sends what it has in hand; the store is only there to send it again later. `id`: a press kept before the island. */
  async function submit(signup: WaitlistSignup, id = newSignupId(now())): Promise<SubmitOutcome> {
    const entry = { ...signup, id, storedAt: now() };
    const kept = storage !== undefined && keepSignup(storage, entry, now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">(
      (resolve) => (timer = setTimeout(resolve, options.answerWaitMs ?? ANSWER_WAIT_MS, "late")),
    );
    const delivery = await Promise.race([send(entry), late]);
    clearTimeout(timer);
    if (delivery === "late") return kept ? "queued" : "unsaved";
    if (delivery.outcome === "sent") return "sent";
    logError("Error submitting form", delivery.error);
    if (delivery.outcome === "rejected") return "rejected";
    return kept ? "queued" : "unsaved";
  }

  return { deliverWaiting, submit };
}

export type WaitlistQueue = ReturnType<typeof waitlistQueue>;
