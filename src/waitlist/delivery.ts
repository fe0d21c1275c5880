import type { WaitlistMode } from "../config/resolveSiteConfig";
import { encodeSignup } from "./fields";
import type { StoredSignup } from "./store";

export interface DeliveryOptions {
  endpoint: string;
  /** `no-cors` (the brief's): the answer is opaque. `cors`: the service's status is read. */
  mode?: WaitlistMode;
  fetch?: typeof fetch;
}

/** How long one request may take before it counts as failed and the sign-up waits for the next try. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** What became of one request: arrived, worth sending again later, or refused for good. */
export type Delivery = { outcome: "sent" } | { outcome: "retry" | "rejected"; error: unknown };

/** Busy or broken for now (timeout, rate limit, server or CDN error): the same request may pass later. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * One POST. `keepalive`: a tab closed while it is on its way does not cancel it. In `no-cors` mode
 * the answer is opaque, so only a network failure (a rejected fetch) is detectable and anything
 * else counts as sent. In `cors` mode a 2xx is sent, 408, 429 and 5xx are worth a retry, any other
 * status is final.
 */
export async function deliver(signup: StoredSignup, options: DeliveryOptions): Promise<Delivery> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const mode = options.mode ?? "no-cors";
  let response: Response;
  try {
    response = await fetchImpl(options.endpoint, {
      method: "POST",
      mode,
      keepalive: true,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        // Form services answer a plain post with a redirect to a page; asked for JSON
        // they answer with a status that means something. Still a simple request: no preflight.
        ...(mode === "cors" ? { Accept: "application/json" } : {}),
      },
      body: encodeSignup(signup, signup.id),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: "retry", error };
  }
  if (mode === "no-cors" || response.ok) return { outcome: "sent" };
  const error = new Error(`The waitlist service answered ${response.status}`);
  return { outcome: isRetryableStatus(response.status) ? "retry" : "rejected", error };
}
