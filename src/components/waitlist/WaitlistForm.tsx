import { useId, useRef, type SubmitEvent, type Ref } from "react";
import { cleanInput } from "./cleanInput";
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD } from "../../waitlist/fields";
import { useIslandForm } from "./useIslandForm";
import type { WaitlistCardCopy } from "./cardCopy";
import { WaitlistField } from "./WaitlistField";
import { CardHeading, type HeadingLevel } from "./CardHeading";

interface WaitlistFormProps {
  copy: WaitlistCardCopy;
  endpoint: string;
  headingLevel: HeadingLevel;
  initialEmail?: string;
  submitting: boolean;
  unsent: boolean;
  hidden: boolean;
  nameRef: Ref<HTMLInputElement>;
  submitRef: Ref<HTMLButtonElement>;
  onValidSubmit: (form: HTMLFormElement) => void;
}

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const;

/** A real form (`action`, `method`): it posts natively before hydration or without JavaScript. */
export function WaitlistForm(props: WaitlistFormProps) {
  const { copy, endpoint, headingLevel, initialEmail, submitting, unsent, hidden, nameRef, submitRef, onValidSubmit } =
    props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useIslandForm(formRef);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Enter skips the blur that cleans, so clean here before the required check.
    for (const input of form.querySelectorAll<HTMLInputElement>("input[data-clean]")) cleanInput(input);
    if (form.reportValidity()) onValidSubmit(form);
  };

  return (
    <form
      ref={formRef}
      action={endpoint}
      method="post"
      data-island-form
      onSubmit={onSubmit}
      aria-busy={submitting}
      className={`relative [grid-area:1/1] ${hidden ? "invisible" : ""}`}
    >
      <CardHeading level={headingLevel} className="text-xl font-semibold text-ink">
        {copy.heading}
      </CardHeading>
      <div className="mt-6 grid gap-4">
        {FIELDS.map(({ name, ...field }) => (
          <WaitlistField
            {...field}
            key={name}
            id={`${id}-${name}`}
            name={name}
            label={copy[`${name}Label`]}
            maxLength={FIELD_MAX_LENGTH[name]}
            inputRef={name === "name" ? nameRef : undefined}
            defaultValue={name === "email" ? initialEmail : undefined}
          />
        ))}
      </div>
      {/* Off-screen and out of the tab order; a person never fills it, a naive bot does. */}
      <div aria-hidden="true" className="absolute -left-[100vw] size-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>{copy.honeypotLabel}</label>
        <input id={`${id}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {unsent && (
        <p
          role="alert"
          data-waitlist-unsent
          className="mt-6 flex gap-2 rounded-md border border-danger/30 px-3 py-2.5 text-sm text-danger"
        >
          <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
            <circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M8 4.5v4.2M8 10.6v.9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {copy.notSentMessage}
        </p>
      )}
      <button
        ref={submitRef}
        type="submit"
        className="btn-primary mt-6 w-full"
        disabled={submitting}
        data-busy-label={copy.submittingLabel}
        // A submit before hydration already shows the busy label (holdEarlySubmits.ts).
        suppressHydrationWarning
      >
        {submitting ? copy.submittingLabel : unsent ? copy.retryLabel : copy.submitLabel}
      </button>
      <p className="mt-4 flex gap-2 text-xs text-muted">
        <svg viewBox="0 0 16 16" className="mt-0.5 size-3.5 shrink-0" aria-hidden="true">
          <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.3" />
        </svg>
        {copy.securityNote}
      </p>
    </form>
  );
}
