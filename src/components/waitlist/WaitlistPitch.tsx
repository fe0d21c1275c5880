import { CardHeading, type HeadingLevel } from "./CardHeading";
/** The pitch beside the full card's form, from WaitlistCard.astro. */
export interface WaitlistPitchCopy {
  eyebrow: string;
  heading: string;
  intro: string;
  points: string[];
}

/** The full layout's left column: why to join, in the brief's own claims. */
export function WaitlistPitch({ pitch, headingLevel }: { pitch: WaitlistPitchCopy; headingLevel: HeadingLevel }) {
  return (
    <div
      className="border-t border-line bg-paper p-6 sm:p-8 lg:order-first lg:border-t-0 lg:border-r"
      data-waitlist-pitch
    >
      <p className="eyebrow">{pitch.eyebrow}</p>
      <CardHeading level={headingLevel} className="mt-3 text-2xl font-semibold text-balance text-ink">
        {pitch.heading}
      </CardHeading>
      <p className="mt-3 text-muted">{pitch.intro}</p>
      <ul className="mt-8 space-y-4">
        {pitch.points.map((point) => (
          <li key={point} className="flex gap-3 text-sm text-ink-soft">
            <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true">
              <path
                d="m3.5 8.5 3 3 6-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
