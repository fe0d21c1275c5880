import { useEffect, useRef, type ReactNode } from "react";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import type { WaitlistPlacement } from "../analytics/analyticsEvents";
import { setBookingPrefill } from "../demo/bookingPrefill";
import type { HeadingLevel } from "./CardHeading";
import type { WaitlistCardCopy } from "./cardCopy";
import { WaitlistForm } from "./WaitlistForm";
import { WaitlistThanks } from "./WaitlistThanks";
import { useWaitlistSubmission } from "./useWaitlistSubmission";

export interface WaitlistCardProps {
  layout: "compact" | "full";
  placement: WaitlistPlacement;
  endpoint: string;
  mode: WaitlistMode;
  copy: WaitlistCardCopy;
  pitch?: ReactNode;
  headingLevel?: HeadingLevel;
  initialEmail?: string;
  focusNameOnMount?: boolean;
}

const LAYOUT = {
  compact: "max-w-xl",
  // Form first in the DOM and on a phone; the pitch moves left from `lg`.
  full: "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(min(420px,100%),36rem)]",
};

/** Idle -> Submitting -> Submitted -> Idle, plus Unsent. */
export default function WaitlistCardIsland(props: WaitlistCardProps) {
  const {
    layout,
    placement,
    endpoint,
    mode,
    copy,
    pitch,
    headingLevel = 2,
    initialEmail,
    focusNameOnMount = false,
  } = props;
  const { phase, submit, reset } = useWaitlistSubmission(endpoint, mode, placement);
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const wasSubmitted = useRef(false);

  useEffect(() => {
    if (focusNameOnMount) nameRef.current?.focus({ preventScroll: true });
  }, [focusNameOnMount]);

  useEffect(() => {
    if (phase === "submitted") {
      for (const input of formRef.current?.querySelectorAll("input") ?? []) input.value = "";
      thanksRef.current?.focus();
      wasSubmitted.current = true;
    } else if (phase === "idle" && wasSubmitted.current) {
      nameRef.current?.focus();
    } else if (phase === "unsent") {
      // What was typed stays; focus returns to the button that now offers to try again.
      submitRef.current?.focus();
    }
  }, [phase]);

  const onValidSubmit = (form: HTMLFormElement) => {
    formRef.current = form;
    const fields = new FormData(form);
    setBookingPrefill({ name: String(fields.get("name") ?? ""), email: String(fields.get("email") ?? "") });
    void submit(form);
  };

  const submitted = phase === "submitted";
  const announcement =
    phase === "submitting" ? copy.submittingLabel : submitted ? `${copy.thanksHeading} ${copy.thanksMessage}` : "";

  return (
    <div
      data-waitlist-card={layout}
      className={`waitlist-card-in w-full min-w-[min(420px,100%)] overflow-hidden rounded-xl border border-line bg-white text-ink shadow-card ${LAYOUT[layout]}`}
    >
      <div className="p-6 sm:p-8">
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="grid">
          <WaitlistForm
            copy={copy}
            endpoint={endpoint}
            headingLevel={headingLevel}
            initialEmail={initialEmail}
            submitting={phase === "submitting"}
            unsent={phase === "unsent"}
            hidden={submitted}
            nameRef={nameRef}
            submitRef={submitRef}
            onValidSubmit={onValidSubmit}
          />
          <WaitlistThanks
            copy={copy}
            headingLevel={headingLevel}
            headingRef={thanksRef}
            onAgain={reset}
            hidden={!submitted}
          />
        </div>
      </div>
      {pitch}
    </div>
  );
}
