export const SIGNUP_FIELDS = ["name", "email", "company"] as const;

/** One sign-up as the waitlist service receives it. */
export type WaitlistSignup = Record<(typeof SIGNUP_FIELDS)[number], string>;

/** The idempotency key a service dedupes on (docs/architecture.md, "Delivery modes"). */
export const SIGNUP_ID_FIELD = "signup_id";

/** Left by a press gone without its island (posted natively, or delivered by another page); waitlist.css copies it. */
export const SIGNUP_ID_INPUT = `input[type=hidden][name=${SIGNUP_ID_FIELD}]`;

/** 254 is the longest address SMTP delivers; the text caps only stop abuse. */
export const FIELD_MAX_LENGTH: Record<keyof WaitlistSignup, number> = { name: 200, email: 254, company: 200 };

/** `maxlength` binds typing only; a longer address set by script or autofill fails this, with the browser's message. */
export const EMAIL_PATTERN = `.{1,${FIELD_MAX_LENGTH.email}}`;

/** Bots that fill every input give themselves away in this hidden one. */
export const HONEYPOT_FIELD = "website";

type FormFields = Pick<FormData, "get" | "getAll">;

// Controls become a space: a value stays one line of text.
const CONTROLS = /\p{Cc}+/gu;
// Bidi controls can make "invoice-exe.pdf" read as something else; joiners stay (emoji need them).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Invisible characters at either end, and a half surrogate pair left by the cap.
const INVISIBLE_EDGES =
  /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]+|[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]+$/gu;

/** Plain text with nothing invisible at its ends; a leading `=` stays (only the CSV export defuses it). */
export function cleanField(value: string): string {
  return value.replace(CONTROLS, " ").replace(BIDI_CONTROLS, "").replace(INVISIBLE_EDGES, "");
}

function text(form: FormFields, key: keyof WaitlistSignup): string {
  const value = form.get(key);
  return typeof value === "string" ? cleanField(cleanField(value).slice(0, FIELD_MAX_LENGTH[key])) : "";
}

export function readSignup(form: FormFields): WaitlistSignup {
  return { name: text(form, "name"), email: text(form, "email"), company: text(form, "company") };
}

// The cap can cut an over-long email before its @.
export function isComplete(signup: WaitlistSignup): boolean {
  return SIGNUP_FIELDS.every((key) => signup[key] !== "") && signup.email.includes("@");
}

/** Any visible value in any copy of the hidden field: `website=x&website=` is still a bot. */
export function isHoneypotFilled(form: FormFields): boolean {
  return form.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || cleanField(value) !== "");
}

/** What a press keeps and sends, by the same rules whoever reads the form: nothing for a bot. */
export function personSignup(form: FormFields): WaitlistSignup | undefined {
  return isHoneypotFilled(form) ? undefined : readSignup(form);
}

export function encodeSignup(signup: WaitlistSignup, id: string): string {
  return new URLSearchParams([...SIGNUP_FIELDS.map((key) => [key, signup[key]]), [SIGNUP_ID_FIELD, id]]).toString();
}

/** Storage holds whatever the origin wrote. */
export function isSignup(value: unknown): value is WaitlistSignup {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return SIGNUP_FIELDS.every((key) => typeof record[key] === "string" && record[key] !== "");
}
