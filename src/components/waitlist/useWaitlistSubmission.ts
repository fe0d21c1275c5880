import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import { waitlistQueue } from "../../waitlist/queue";
import { startRedelivery, type RetryLoop } from "../../waitlist/redelivery";
import { signUp, type SignupOutcome } from "../../waitlist/signUp";
import { browserStorage } from "../../waitlist/store";
import type { WaitlistPlacement } from "../analytics/analyticsEvents";
import { reportEvent } from "../analytics/reportEvent";

/** "unsent": the request failed and the browser could not keep it; the form stays filled in. */
export type WaitlistPhase = "idle" | "submitting" | "submitted" | "unsent";

/** Only a sign-up that arrived or is kept to be sent again counts; a refused one, a bot's or one not kept does not. */
function reportSubmitted(placement: WaitlistPlacement, outcome: SignupOutcome) {
  if (__BUILT_ON_VERCEL__ && (outcome === "sent" || outcome === "queued"))
    reportEvent({ name: "waitlist_submitted", placement, outcome });
}

const reportResent = () => reportEvent({ name: "waitlist_resent" });

/**
 * The card's states (the brief's idle, submitting, submitted, plus "unsent") around the
 * waitlist's delivery (src/waitlist). `placement` says which card this is, for the analytics events.
 */
export function useWaitlistSubmission(endpoint: string, mode: WaitlistMode, placement: WaitlistPlacement) {
  const [phase, setPhase] = useState<WaitlistPhase>("idle");
  const busy = useRef(false);
  const retries = useRef<RetryLoop>(undefined);
  const queue = useMemo(
    () =>
      waitlistQueue({
        endpoint,
        mode,
        storage: browserStorage(),
        onResent: __BUILT_ON_VERCEL__ ? reportResent : undefined,
      }),
    [endpoint, mode],
  );

  // Sign-ups kept from earlier (this visit or another) go out as the card arrives, and on `online`.
  useEffect(() => {
    retries.current = startRedelivery(window, async () => (await queue.deliverWaiting()).waiting);
  }, [queue]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      if (busy.current) return;
      busy.current = true;
      setPhase("submitting");
      const outcome = await signUp(new FormData(form), queue);
      if (outcome === "queued") retries.current?.retrySoon();
      reportSubmitted(placement, outcome);
      busy.current = false;
      setPhase(outcome === "unsaved" ? "unsent" : "submitted");
    },
    [queue, placement],
  );

  const reset = useCallback(() => setPhase("idle"), []);
  return { phase, submit, reset };
}
