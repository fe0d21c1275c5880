/** The card's words, written in WaitlistCard.astro. */
export type WaitlistCardCopy = Record<
  | "heading"
  | "nameLabel"
  | "emailLabel"
  | "companyLabel"
  | "submitLabel"
  | "submittingLabel"
  | "securityNote"
  | "thanksHeading"
  | "thanksMessage"
  | "againLabel"
  | "bookDemoLabel"
  | "notSentMessage"
  | "retryLabel"
  | "honeypotLabel",
  string
>;

/** The closing section's email block's words, written in WaitlistSection.astro. */
export type WaitlistBlockCopy = Record<"emailLabel" | "emailPlaceholder" | "submitLabel", string>;
