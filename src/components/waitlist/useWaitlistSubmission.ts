import { useCallback, useEffect, useRef, useState } from "react";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import { browserStorage, startRetryLoop, type RetryLoop } from "./retryQueue";
import { completeSignup, flushQueue } from "./sendSignup";

/** "unsent": the request failed and the browser could not keep it; the form stays filled in. */
export type WaitlistPhase = "idle" | "submitting" | "submitted" | "unsent";

/** The card's states (the brief's idle, submitting, submitted, plus "unsent") around the pure submission logic. */
export function useWaitlistSubmission(endpoint: string, mode: WaitlistMode) {
  const [phase, setPhase] = useState<WaitlistPhase>("idle");
  const busy = useRef(false);
  const retries = useRef<RetryLoop>(undefined);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) retries.current = startRetryLoop(window, () => flushQueue({ endpoint, mode, storage }));
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
