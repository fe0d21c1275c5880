import { enqueue, takeQueue, type StorageLike } from "./retryQueue";
import { encodeSignup, type WaitlistSignup } from "./signup";

export interface SubmitOptions {
  endpoint: string;
  /** Where failed sign-ups wait; without one they are only logged. */
  storage?: StorageLike;
  fetch?: typeof fetch;
  logError?: (message: string, error: unknown) => void;
  /** A request that hangs this long counts as failed, so the visitor is not left waiting. */
  timeoutMs?: number;
}

export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * One POST in `no-cors` mode: the service's answer is opaque, so only a network
 * failure (a rejected fetch) is detectable, and that is what the queue keys on.
 */
export async function sendSignup(signup: WaitlistSignup, options: SubmitOptions): Promise<void> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  await fetchImpl(options.endpoint, {
    method: "POST",
    mode: "no-cors",
    headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: encodeSignup(signup),
    signal: AbortSignal.timeout(options.timeoutMs ?? SUBMIT_TIMEOUT_MS),
  });
}

/** Sends a sign-up; on failure logs it as the brief says and keeps it for a retry. */
export async function submitWaitlist(signup: WaitlistSignup, options: SubmitOptions): Promise<"sent" | "queued"> {
  try {
    await sendSignup(signup, options);
    return "sent";
  } catch (error) {
    (options.logError ?? console.error)("Error submitting form", error);
    if (options.storage) enqueue(options.storage, signup);
    return "queued";
  }
}

/** Sends every queued sign-up once; the ones that fail again go back in the queue. */
export async function flushQueue(options: SubmitOptions & { storage: StorageLike }): Promise<number> {
  let sent = 0;
  for (const signup of takeQueue(options.storage)) {
    try {
      await sendSignup(signup, options);
      sent += 1;
    } catch {
      enqueue(options.storage, signup);
    }
  }
  return sent;
}
