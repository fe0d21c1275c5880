import { useEffect, useId, useRef, type ReactNode, type SubmitEvent } from "react";
import type { WaitlistMode } from "../../config/resolveSiteConfig";
import { EMAIL_PATTERN, FIELD_MAX_LENGTH, HONEYPOT_FIELD } from "../../waitlist/fields";
import type { WaitlistPlacement } from "../analytics/analyticsEvents";
import { cleanedAndValid, cleanInput } from "./cleanInput";
import { useWaitlistSubmission } from "./useWaitlistSubmission";

/** The card's words, written in WaitlistCard.astro. */
export type WaitlistCardCopy = Record<
  | "heading"
  | "nameLabel"
  | "emailLabel"
  | "emailTooLongHint"
  | "companyLabel"
  | "submitLabel"
  | "submittingLabel"
  | "securityNote"
  | "thanksHeading"
  | "thanksMessage"
  | "againLabel"
  | "bookDemoLabel"
  | "bookDemoNote"
  | "notSentMessage"
  | "retryLabel"
  | "honeypotLabel",
  string
>;

export interface WaitlistCardProps {
  layout: "compact" | "full";
  placement: WaitlistPlacement;
  endpoint: string;
  mode: WaitlistMode;
  copy: WaitlistCardCopy;
  pitch?: ReactNode;
  /** The notice at collection, under the security note. */
  notice?: ReactNode;
  /** The card's headings sit under the page's h1 (the hero) or under a section's h2 (the closing section). */
  headingLevel?: 2 | 3;
}

const LAYOUT = {
  compact: "max-w-xl",
  // Form first in the DOM and on a phone; the pitch moves left from `lg`.
  full: "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(min(420px,100%),36rem)]",
};

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const;

/** Idle -> Submitting -> Submitted -> Idle, plus Unsent; its real form (`action`) posts natively without JavaScript. */
export default function WaitlistCardIsland(props: WaitlistCardProps) {
  const { layout, placement, endpoint, mode, copy, pitch, notice, headingLevel = 2 } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { phase, submit, reset } = useWaitlistSubmission(formRef, { endpoint, mode, placement });
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const wasSubmitted = useRef(false);
  const Heading = headingLevel === 2 ? "h2" : "h3";

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

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cleanedAndValid(event.currentTarget)) void submit(event.currentTarget);
  };

  const submitting = phase === "submitting";
  const submitted = phase === "submitted";
  const unsent = phase === "unsent";
  const announcement = submitting
    ? copy.submittingLabel
    : submitted
      ? `${copy.thanksHeading} ${copy.thanksMessage}`
      : "";

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
          <form
            ref={formRef}
            action={endpoint}
            method="post"
            data-island-form
            onSubmit={onSubmit}
            aria-busy={submitting}
            className={`group relative [grid-area:1/1] ${submitted ? "invisible" : ""}`}
          >
            {/* The full card opens under its section's own heading ("Join the Waitlist"): one title is enough. */}
            {layout === "compact" && <Heading className="mb-6 text-xl font-semibold text-ink">{copy.heading}</Heading>}
            <div className="grid gap-4">
              {FIELDS.map(({ name, type, autoComplete }) => (
                <div key={name} className="grid gap-1.5">
                  <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
                    {copy[`${name}Label`]}
                  </label>
                  <input
                    autoComplete={autoComplete}
                    name={name}
                    maxLength={FIELD_MAX_LENGTH[name]}
                    {...(type === "email" && { pattern: EMAIL_PATTERN, title: copy.emailTooLongHint })}
                    ref={name === "name" ? nameRef : undefined}
                    id={`${id}-${name}`}
                    type={type}
                    required
                    data-clean
                    // Cleaning on blur lets the browser's own required check reject a blank of invisible characters.
                    onBlur={(event) => cleanInput(event.currentTarget)}
                    className="min-h-11 w-full min-w-0 rounded-md border border-ink/20 bg-white px-3 text-base text-ink transition-colors placeholder:text-muted hover:border-ink/40 focus-visible:border-ink focus-visible:outline-offset-0"
                  />
                </div>
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
                <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 fill-none stroke-current" aria-hidden="true">
                  <circle cx="8" cy="8" r="6.3" strokeWidth="1.4" />
                  <path d="M8 4.5v4.2M8 10.6v.9" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
                {copy.notSentMessage}
              </p>
            )}
            {/* Both labels, switched by aria-busy: the head script marks a press busy before this island exists. */}
            <button ref={submitRef} type="submit" className="btn-primary mt-6 w-full" disabled={submitting}>
              <span className="group-aria-busy:hidden">{unsent ? copy.retryLabel : copy.submitLabel}</span>
              <span className="hidden group-aria-busy:inline">{copy.submittingLabel}</span>
            </button>
            <p className="mt-4 flex gap-2 text-xs text-muted">
              <svg
                viewBox="0 0 16 16"
                className="mt-0.5 size-3.5 shrink-0 fill-none stroke-current stroke-[1.3]"
                aria-hidden="true"
              >
                <rect x="3" y="7" width="10" height="7" rx="1.5" />
                <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
              </svg>
              {copy.securityNote}
            </p>
            {notice}
          </form>
          {/* The thank-you view shares the form's grid cell, so the card keeps its height. */}
          <div
            className={`flex flex-col justify-center [grid-area:1/1] ${submitted ? "" : "invisible"}`}
            data-waitlist-thanks
          >
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent"
              aria-hidden="true"
            >
              <svg viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-[1.8]">
                <path d="m5 10.5 3.2 3.2L15 7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <Heading ref={thanksRef} tabIndex={-1} className="mt-5 text-xl font-semibold text-ink focus:outline-none">
              {copy.thanksHeading}
            </Heading>
            <p className="mt-2 max-w-prose text-muted">{copy.thanksMessage}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* Opened by the page's early script, like every Book Demo (data-opens-demo). */}
              <a href="#book-demo" data-opens-demo="thanks" aria-describedby={`${id}-prefill`} className="btn-primary">
                {copy.bookDemoLabel}
              </a>
              <button type="button" className="btn-secondary" onClick={reset} data-waitlist-again>
                {copy.againLabel}
              </button>
            </div>
            {/* Said where it happens: the calendar's address carries what was just typed (/privacy#booking-calendar). */}
            <p id={`${id}-prefill`} className="mt-4 max-w-prose text-xs text-muted" data-prefill-note>
              {copy.bookDemoNote}
            </p>
          </div>
        </div>
      </div>
      {pitch}
    </div>
  );
}
