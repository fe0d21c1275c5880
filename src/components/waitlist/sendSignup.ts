import type { WaitlistMode } from "../../config/resolveSiteConfig";
import { timeoutSignal } from "../../lib/timeoutSignal";
import {
  enqueue,
  isDoneElsewhere,
  markDone,
  pruneQueue,
  QUEUE_LIMIT,
  readQueue,
  withQueueLock,
  type StorageLike,
} from "./retryQueue";
import { encodeSignup, isHoneypotFilled, readSignup, type WaitlistSignup } from "./signup";

export interface SubmitOptions {
  endpoint: string;
  /** `no-cors` (default): the answer is opaque. `cors`: the service's status is read. */
  mode?: WaitlistMode;
  /** Where failed sign-ups wait; without one they can only be logged. */
  storage?: StorageLike;
  fetch?: typeof fetch;
  logError?: (message: string, error: unknown) => void;
  /** A request that hangs this long counts as failed, so the visitor is not left waiting. */
  timeoutMs?: number;
  now?: () => number;
}

export interface FlushOptions extends SubmitOptions {
  storage: StorageLike;
  /** Called once for each queued sign-up that arrives. */
  onDelivered?: () => void;
}

export const SUBMIT_TIMEOUT_MS = 15_000;

/** What became of one request: arrived, worth sending again later, or refused for good. */
export type Delivery = { outcome: "sent" } | { outcome: "retry" | "rejected"; error: unknown };

/** Busy or broken for now (timeout, rate limit, server or CDN error): the same request may pass later. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * One POST. In `no-cors` mode the answer is opaque, so only a network failure (a
 * rejected fetch) is detectable and anything else counts as sent. In `cors` mode
 * a 2xx is sent, 408, 429 and 5xx are worth a retry, any other status is final.
 */
export async function deliverSignup(signup: WaitlistSignup, options: SubmitOptions): Promise<Delivery> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const mode = options.mode ?? "no-cors";
  let response: Response;
  try {
    response = await fetchImpl(options.endpoint, {
      method: "POST",
      mode,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        // Form services answer a plain post with a redirect to a page; asked for JSON
        // they answer with a status that means something. Still a simple request: no preflight.
        ...(mode === "cors" ? { Accept: "application/json" } : {}),
      },
      body: encodeSignup(signup),
      signal: timeoutSignal(options.timeoutMs ?? SUBMIT_TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: "retry", error };
  }
  if (mode === "no-cors" || response.ok) return { outcome: "sent" };
  const error = new Error(`The waitlist service answered ${response.status}`);
  return { outcome: isRetryableStatus(response.status) ? "retry" : "rejected", error };
}

/**
 * "unsaved": the request failed and there was nowhere to keep it. Only then may the
 * card tell the visitor it did not go through; "queued" and "rejected" keep the
 * brief's thank-you.
 */
export type SubmitOutcome = "sent" | "queued" | "rejected" | "unsaved";

/** Sends a sign-up; one worth retrying is kept for later if the browser lets us. */
export async function submitWaitlist(signup: WaitlistSignup, options: SubmitOptions): Promise<SubmitOutcome> {
  const delivery = await deliverSignup(signup, options);
  if (delivery.outcome === "sent") return "sent";
  (options.logError ?? console.error)("Error submitting form", delivery.error);
  if (delivery.outcome === "rejected") return "rejected";
  const now = (options.now ?? Date.now)();
  return options.storage && enqueue(options.storage, signup, now) ? "queued" : "unsaved";
}

/**
 * Sends the queued sign-ups, oldest first, each once even with several tabs open
 * (only one tab flushes at a time, and an entry leaves the queue when it is sent).
 * Expired entries are dropped unsent; a refused one is dropped; on the first one
 * worth retrying it stops, since the rest would meet the same outage. Resolves with
 * how many entries still wait.
 */
export async function flushQueue(options: FlushOptions): Promise<number> {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const flushed = await withQueueLock(
    async () => {
      const done: string[] = [];
      for (const entry of pruneQueue(storage, [], now())) {
        if (await isDoneElsewhere(entry.id)) {
          done.push(entry.id);
          pruneQueue(storage, done, now());
          continue;
        }
        const delivery = await deliverSignup(entry, options);
        // A failure that is worth retrying was logged when the sign-up was queued; a refusal is news.
        if (delivery.outcome === "retry") break;
        if (delivery.outcome === "rejected")
          (options.logError ?? console.error)("Error submitting form", delivery.error);
        done.push(entry.id);
        // Forget each as it arrives, so a tab closed mid-flush resends none of them,
        // and say so to the other tabs before the queue's lock passes to one of them.
        await markDone(entry.id);
        pruneQueue(storage, done, now());
        if (delivery.outcome === "sent") options.onDelivered?.();
      }
      return readQueue(storage, now()).length;
    },
    // Long enough for a whole queue of slow requests; a lease only outlives a vanished tab.
    { storage, leaseMs: (options.timeoutMs ?? SUBMIT_TIMEOUT_MS) * (QUEUE_LIMIT + 1), now },
  );
  // Another tab holds the queue; count without writing, so as not to undo its work.
  return flushed ?? readQueue(storage, now()).length;
}

/** The brief's pause between the request settling and the thank-you view. */
export const THANK_YOU_DELAY_MS = 500;

export type SignupOutcome = SubmitOutcome | "ignored";

/**
 * Everything between the visitor pressing submit and the next view: read the
 * cleaned fields, send them (unless the honeypot is filled: then nothing leaves the
 * page, but the bot sees the same answer), and resolve 500 ms after that settles,
 * whatever the outcome.
 */
export async function completeSignup(
  form: Pick<FormData, "get" | "getAll">,
  options: SubmitOptions,
): Promise<SignupOutcome> {
  const outcome = isHoneypotFilled(form) ? "ignored" : await submitWaitlist(readSignup(form), options);
  await new Promise((resolve) => setTimeout(resolve, THANK_YOU_DELAY_MS));
  return outcome;
}
