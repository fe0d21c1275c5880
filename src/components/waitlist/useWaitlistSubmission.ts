import { useCallback, useEffect, useRef, useState } from "react";
import { builtOnVercel } from "../../config/builtOnVercel";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import type { WaitlistPlacement } from "../analytics/analyticsEvents";
import { browserStorage, startRetryLoop, type RetryLoop } from "./retryQueue";
import { completeSignup, flushQueue, type SignupOutcome } from "./sendSignup";

/** "unsent": the request failed and the browser could not keep it; the form stays filled in. */
export type WaitlistPhase = "idle" | "submitting" | "submitted" | "unsent";

/** Only a sign-up that arrived or is kept to be sent again counts; a refused one, a bot's or one not kept does not. */
function reportSubmitted(placement: WaitlistPlacement, outcome: SignupOutcome) {
  if (outcome !== "sent" && outcome !== "queued") return;
  window.reportAnalyticsEvent?.({ name: "waitlist_submitted", placement, outcome });
}

const reportResent = () => window.reportAnalyticsEvent?.({ name: "waitlist_resent" });

/**
 * The card's states (the brief's idle, submitting, submitted, plus "unsent") around the
 * pure submission logic. `placement` says which card this is, for the analytics events.
 */
export function useWaitlistSubmission(endpoint: string, mode: WaitlistMode, placement: WaitlistPlacement) {
  const [phase, setPhase] = useState<WaitlistPhase>("idle");
  const busy = useRef(false);
  const retries = useRef<RetryLoop>(undefined);

  useEffect(() => {
    const storage = browserStorage();
    const onDelivered = builtOnVercel ? reportResent : undefined;
    if (storage) retries.current = startRetryLoop(window, () => flushQueue({ endpoint, mode, storage, onDelivered }));
  }, [endpoint, mode]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      if (busy.current) return;
      busy.current = true;
      setPhase("submitting");
      const outcome = await completeSignup(new FormData(form), { endpoint, mode, storage: browserStorage() });
      if (outcome === "queued") retries.current?.retrySoon();
      if (builtOnVercel) reportSubmitted(placement, outcome);
      busy.current = false;
      setPhase(outcome === "unsaved" ? "unsent" : "submitted");
    },
    [endpoint, mode, placement],
  );

  const reset = useCallback(() => setPhase("idle"), []);
  return { phase, submit, reset };
}
