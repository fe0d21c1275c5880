import type { ComponentProps } from "react";

/** The card's headings sit under the page's h1 (the hero) or under a section's h2 (the closing section). */
export type HeadingLevel = 2 | 3;

export function CardHeading({ level, children, ...heading }: { level: HeadingLevel } & ComponentProps<"h2">) {
  return level === 2 ? <h2 {...heading}>{children}</h2> : <h3 {...heading}>{children}</h3>;
}
