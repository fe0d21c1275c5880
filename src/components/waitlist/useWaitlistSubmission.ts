import { useEffect, useMemo, useRef, useState } from "react";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import { waitlistQueue } from "../../waitlist/queue";
import { startRedelivery, type RetryLoop } from "../../waitlist/redelivery";
import { signUp } from "../../waitlist/signUp";
import { browserStorage } from "../../waitlist/store";
import type { WaitlistPlacement } from "../analytics/analyticsEvents";
import { reportEvent } from "../analytics/reportEvent";

const reportResent = () => reportEvent({ name: "waitlist_resent" });

/** The card's states around the waitlist's delivery (src/waitlist). */
export function useWaitlistSubmission(endpoint: string, mode: WaitlistMode, placement: WaitlistPlacement) {
  const [phase, setPhase] = useState<"idle" | "submitting" | "submitted" | "unsent">("idle");
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

  useEffect(() => {
    retries.current = startRedelivery(window, queue.deliverWaiting);
  }, [queue]);

  const submit = async (form: HTMLFormElement) => {
    if (busy.current) return;
    busy.current = true;
    setPhase("submitting");
    const outcome = await signUp(new FormData(form), queue);
    if (outcome === "queued") retries.current?.retrySoon();
    // Only sign-ups that arrived or are kept count.
    if (__BUILT_ON_VERCEL__ && (outcome === "sent" || outcome === "queued"))
      reportEvent({ name: "waitlist_submitted", placement, outcome });
    busy.current = false;
    setPhase(outcome === "unsaved" ? "unsent" : "submitted");
  };

  return { phase, submit, reset: () => setPhase("idle") };
}
