import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import { SIGNUP_ID_INPUT } from "../../waitlist/fields";
import { waitlistQueue, type EarlyPress } from "../../waitlist/queue";
import { startRedelivery, type RetryLoop } from "../../waitlist/redelivery";
import { signUp } from "../../waitlist/signUp";
import { browserStorage } from "../../waitlist/store";
import type { WaitlistPlacement } from "../analytics/analyticsEvents";
import { reportEvent } from "../analytics/reportEvent";
import { setBookingPrefill } from "../demo/bookingPrefill";

const reportResent = () => reportEvent({ name: "waitlist_resent" });

/** The card's states around the waitlist's delivery (src/waitlist), from the press the head script kept on. */
export function useWaitlistSubmission(
  formRef: RefObject<HTMLFormElement | null>,
  { endpoint, mode, placement }: { endpoint: string; mode: WaitlistMode; placement: WaitlistPlacement },
) {
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

  /** `press`: one the head script took before this island did (keepEarlySubmits.ts). */
  const submit = useCallback(
    async (form: HTMLFormElement, press?: EarlyPress) => {
      if (busy.current) return;
      busy.current = true;
      setPhase("submitting");
      const fields = new FormData(form);
      setBookingPrefill({ name: String(fields.get("name") ?? ""), email: String(fields.get("email") ?? "") });
      const outcome = await signUp(fields, queue, press);
      if (outcome === "queued") retries.current?.retrySoon();
      // Only sign-ups that arrived or are kept count.
      if (__BUILT_ON_VERCEL__ && (outcome === "sent" || outcome === "queued"))
        reportEvent({ name: "waitlist_submitted", placement, outcome });
      busy.current = false;
      setPhase(outcome === "unsaved" ? "unsent" : "submitted");
    },
    [queue, placement],
  );

  useEffect(() => {
    const form = formRef.current!;
    // The island validates after cleaning, so invisible-only input gets "fill out this field", not a format error.
    form.noValidate = true;
    form.setAttribute("data-taken-over", "");
    const id = form.dataset.signupId;
    const kept = form.hasAttribute("data-signup-kept");
    delete form.dataset.signupId;
    delete form.dataset.signupKept;
    const went = form.querySelector(SIGNUP_ID_INPUT);
    went?.remove();
    // It went without this island (posted natively, or delivered by another page): thanked, and sent no more.
    if (id && went) return setPhase("submitted");
    // Before the redelivery loop starts, which then finds it claimed: the press goes once.
    if (id) void submit(form, { id, kept });
    retries.current = startRedelivery(window, queue.deliverWaiting);
  }, [formRef, queue, submit]);

  return { phase, submit, reset: () => setPhase("idle") };
}
