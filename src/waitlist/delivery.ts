import type { WaitlistMode } from "../config/resolveSiteConfig";
import { encodeSignup } from "./fields";
import type { StoredSignup } from "./store";

export type DeliveryOptions = { endpoint: string; mode?: WaitlistMode; fetch?: typeof fetch };

export const REQUEST_TIMEOUT_MS = 60_000;

export type Delivery = { outcome: "sent" } | { outcome: "retry" | "rejected"; error: unknown };

/** Timeout, rate limit, server or CDN error: the same request may pass later. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

// WebKit keeps a page with a pending request in the back/forward cache, where the request dies and never settles.
let pageRestored = new AbortController();
globalThis.addEventListener?.("pageshow", (event) => {
  if (!(event as PageTransitionEvent).persisted) return;
  pageRestored.abort(new Error("The page came back from the back/forward cache"));
  pageRestored = new AbortController();
});

function restoredFromCache(): Promise<never> {
  const { signal } = pageRestored;
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error)));
}

/** `no-cors` sees only network failures; `cors` reads the status. `keepalive` outlives a closed tab. */
export async function deliver(signup: StoredSignup, options: DeliveryOptions): Promise<Delivery> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const mode = options.mode ?? "no-cors";
  let response: Response;
  try {
    const request = fetchImpl(options.endpoint, {
      method: "POST",
      mode,
      keepalive: true,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        // Asked for JSON, form services answer with a status instead of a redirect; still no preflight.
        ...(mode === "cors" ? { Accept: "application/json" } : {}),
      },
      body: encodeSignup(signup, signup.id),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    response = await Promise.race([request, restoredFromCache()]);
  } catch (error) {
    return { outcome: "retry", error };
  }
  if (mode === "no-cors" || response.ok) return { outcome: "sent" };
  const error = new Error(`The waitlist service answered ${response.status}`);
  return { outcome: isRetryableStatus(response.status) ? "retry" : "rejected", error };
}
