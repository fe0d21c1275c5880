import type { Ref } from "react";
import { CardHeading, type HeadingLevel } from "./CardHeading";
import type { WaitlistCardCopy } from "./cardCopy";

interface WaitlistThanksProps {
  copy: WaitlistCardCopy;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
  hidden: boolean;
}

/** The Submitted view. It shares a grid cell with the form, so the card keeps its height. */
export function WaitlistThanks({ copy, headingLevel, headingRef, onAgain, hidden }: WaitlistThanksProps) {
  return (
    <div className={`flex flex-col justify-center [grid-area:1/1] ${hidden ? "invisible" : ""}`} data-waitlist-thanks>
      <span
        className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent"
        aria-hidden="true"
      >
        <svg viewBox="0 0 20 20" className="size-5">
          <path
            d="m5 10.5 3.2 3.2L15 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <CardHeading
        level={headingLevel}
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-xl font-semibold text-ink focus:outline-none"
      >
        {copy.thanksHeading}
      </CardHeading>
      <p className="mt-2 max-w-prose text-muted">{copy.thanksMessage}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* Opened by the page's early script, like every Book Demo (data-opens-demo). */}
        <a href="#book-demo" data-opens-demo="thanks" className="btn-primary">
          {copy.bookDemoLabel}
        </a>
        <button type="button" className="btn-secondary" onClick={onAgain}>
          {copy.againLabel}
        </button>
      </div>
    </div>
  );
}
