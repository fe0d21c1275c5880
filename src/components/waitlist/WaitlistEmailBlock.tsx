import { memo, useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { cleanInput } from "./cleanInput";
import { EMAIL_PATTERN, FIELD_MAX_LENGTH } from "../../waitlist/fields";
import { useIslandForm } from "./useIslandForm";
import WaitlistCardIsland, { type WaitlistCardProps } from "./WaitlistCardIsland";

/** The closing section's email block's words, written in WaitlistSection.astro. */
export type WaitlistBlockCopy = Record<"emailLabel" | "emailPlaceholder" | "submitLabel", string>;

type WaitlistEmailBlockProps = Pick<WaitlistCardProps, "endpoint" | "mode" | "copy" | "pitch"> & {
  block: WaitlistBlockCopy;
};

// Opening changes none of its props: React leaves the built card alone.
const Card = memo(WaitlistCardIsland);

/** Sends nothing itself: a valid email opens the full card in its place (README, "Delivery modes"). */
export default function WaitlistEmailBlock({ block, ...card }: WaitlistEmailBlockProps) {
  const [opened, setOpened] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const cardField = (name: string) => cardRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);

  useEffect(() => {
    if (!opened) return;
    cardField("name")?.focus({ preventScroll: true });
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    cardRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [opened]);

  useIslandForm(formRef);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleaned = cleanInput(event.currentTarget.elements.namedItem("email") as HTMLInputElement);
    if (!event.currentTarget.reportValidity()) return;
    const email = cardField("email");
    if (email) email.value = cleaned;
    setOpened(true);
  };

  return (
    <>
      {!opened && (
        <form ref={formRef} data-waitlist-block data-island-form onSubmit={onSubmit} className="w-full">
          <label htmlFor={inputId} className="text-sm font-medium">
            {block.emailLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={block.emailPlaceholder}
              maxLength={FIELD_MAX_LENGTH.email}
              pattern={EMAIL_PATTERN}
              title={card.copy.emailTooLongHint}
              className="min-h-12 min-w-0 flex-1 rounded-md border border-white/20 bg-white px-3 text-base text-ink transition-colors placeholder:text-muted focus-visible:outline-offset-2"
            />
            <button type="submit" className="btn-inverse min-h-12 shrink-0 border border-white/60">
              {block.submitLabel}
            </button>
          </div>
        </form>
      )}
      {/* Built with the block, so Request Access only shows it (waitlist.css); without JavaScript it is the way in. */}
      <div ref={cardRef} data-closing-card={opened ? "open" : "closed"} className="scroll-mt-24 lg:col-span-2">
        <Card {...card} layout="full" placement="section" headingLevel={3} />
      </div>
    </>
  );
}
