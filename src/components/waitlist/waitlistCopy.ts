/**
 * The waitlist's words, in one place for content editors. The islands receive them
 * as props. Pitch points restate only claims from the product brief.
 */
export interface WaitlistCardCopy {
  heading: string;
  nameLabel: string;
  emailLabel: string;
  companyLabel: string;
  submitLabel: string;
  submittingLabel: string;
  securityNote: string;
  thanksHeading: string;
  thanksMessage: string;
  againLabel: string;
  /** When the request failed and this browser could not keep it to send later. */
  notSentMessage: string;
  retryLabel: string;
  honeypotLabel: string;
}

export interface WaitlistPitchCopy {
  eyebrow: string;
  heading: string;
  intro: string;
  points: string[];
}

export interface WaitlistBlockCopy {
  emailLabel: string;
  emailPlaceholder: string;
  submitLabel: string;
}

export const cardCopy: WaitlistCardCopy = {
  heading: "Request early access",
  nameLabel: "Full Name",
  emailLabel: "Email",
  companyLabel: "Organization",
  submitLabel: "Get Waitlist Access",
  submittingLabel: "Processing...",
  securityNote: "Your information is secured with financial-grade encryption and never shared with third parties.",
  thanksHeading: "You're on the waitlist!",
  thanksMessage: "Thank you for your interest. Our team will be in touch shortly about the early access program.",
  againLabel: "Submit Another Request",
  notSentMessage:
    "Your request did not go through, and this browser could not keep it to send later. Your details are still here: check your connection and try again.",
  retryLabel: "Try again",
  honeypotLabel: "Leave this field empty",
};

export const pitchCopy: WaitlistPitchCopy = {
  eyebrow: "Early access program",
  heading: "Add the trust layer to the biometrics you already run",
  intro: "Minimal infrastructure changes and a simple SDK integration, on top of your existing systems.",
  points: [
    "Every biometric event captured with its purpose and tamper-evident traceability",
    "Consent checked before processing, and non-compliant requests blocked",
    "Regulation-specific reports from one API: BIPA, GDPR, CCPA, HIPAA, PCI",
    "One-click exports in CSV, JSON and PDF",
  ],
};

export const sectionCopy = {
  eyebrow: "Early access",
  heading: "Join the Waitlist",
  intro:
    "We are opening early access to compliance, legal and developer teams at regulated enterprises and financial institutions. Leave your work email to request a place.",
};

export const blockCopy: WaitlistBlockCopy = {
  emailLabel: "Work email",
  emailPlaceholder: "you@company.com",
  submitLabel: "Request Access",
};
