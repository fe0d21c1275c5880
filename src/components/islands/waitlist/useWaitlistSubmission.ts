import { useCallback, useEffect, useRef, useState } from "react";
import { completeSignup } from "../../../lib/waitlist/completeSignup";
import { browserStorage } from "../../../lib/waitlist/retryQueue";
import { startRetryQueue } from "../../../lib/waitlist/retryOnReconnect";
import { flushQueue } from "../../../lib/waitlist/submitWaitlist";

export type WaitlistPhase = "idle" | "submitting" | "submitted";

/** The card's state machine (SPEC section 4) around the pure submission logic. */
export function useWaitlistSubmission(endpoint: string) {
  const [phase, setPhase] = useState<WaitlistPhase>("idle");
  const busy = useRef(false);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) startRetryQueue(window, () => flushQueue({ endpoint, storage }));
  }, [endpoint]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      if (busy.current) return false;
      busy.current = true;
      setPhase("submitting");
      await completeSignup(new FormData(form), { endpoint, storage: browserStorage() });
      busy.current = false;
      setPhase("submitted");
      return true;
    },
    [endpoint],
  );

  const reset = useCallback(() => setPhase("idle"), []);
  return { phase, submit, reset };
}
