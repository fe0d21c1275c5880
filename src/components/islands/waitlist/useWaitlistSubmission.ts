import { useCallback, useEffect, useRef, useState } from "react";
import type { WaitlistMode } from "../../../config/resolveSiteConfig";
import { completeSignup } from "../../../lib/waitlist/completeSignup";
import { browserStorage } from "../../../lib/waitlist/retryQueue";
import { startRetryQueue, type RetryLoop } from "../../../lib/waitlist/retryOnReconnect";
import { flushQueue } from "../../../lib/waitlist/submitWaitlist";

/** "unsent": the request failed and the browser could not keep it; the form stays filled in. */
export type WaitlistPhase = "idle" | "submitting" | "submitted" | "unsent";

/** The card's state machine (SPEC section 4, plus "unsent") around the pure submission logic. */
export function useWaitlistSubmission(endpoint: string, mode: WaitlistMode) {
  const [phase, setPhase] = useState<WaitlistPhase>("idle");
  const busy = useRef(false);
  const retries = useRef<RetryLoop>(undefined);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) retries.current = startRetryQueue(window, () => flushQueue({ endpoint, mode, storage }));
  }, [endpoint, mode]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      if (busy.current) return;
      busy.current = true;
      setPhase("submitting");
      const outcome = await completeSignup(new FormData(form), { endpoint, mode, storage: browserStorage() });
      if (outcome === "queued") retries.current?.retrySoon();
      busy.current = false;
      setPhase(outcome === "unsaved" ? "unsent" : "submitted");
    },
    [endpoint, mode],
  );

  const reset = useCallback(() => setPhase("idle"), []);
  return { phase, submit, reset };
}
