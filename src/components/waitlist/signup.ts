/** One waitlist request as the waitlist service receives it: the three fields the brief names. */
export interface WaitlistSignup {
  name: string;
  email: string;
  company: string;
}

export const SIGNUP_FIELDS = ["name", "email", "company"] as const;

/** 254 is the longest address SMTP can deliver; the text caps only stop abuse. */
export const FIELD_MAX_LENGTH: Record<keyof WaitlistSignup, number> = { name: 200, email: 254, company: 200 };

/** A field people never see; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

/** FormData in the browser, URLSearchParams in the collector. */
type FormFields = Pick<FormData, "get" | "getAll">;

// Whitespace, control and invisible format characters (zero-width space and joiners,
// BOM, bidi marks, Hangul fillers) at either end; a half surrogate pair left by the cap.
const INVISIBLE_EDGES =
  /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]+|[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]+$/gu;

/**
 * A field as typed, without what nobody can see at its ends, so a name of only
 * zero-width spaces counts as empty. Inside a value they stay (joiners build emoji
 * and some scripts need them).
 */
export function cleanField(value: string): string {
  return value.replace(INVISIBLE_EDGES, "");
}

function text(form: FormFields, key: keyof WaitlistSignup): string {
  const value = form.get(key);
  return typeof value === "string" ? cleanField(cleanField(value).slice(0, FIELD_MAX_LENGTH[key])) : "";
}

/** The three fields of a submitted form, cleaned and capped; a missing one reads as empty. */
export function readSignup(form: FormFields): WaitlistSignup {
  return { name: text(form, "name"), email: text(form, "email"), company: text(form, "company") };
}

/** Every field has something visible in it. */
export function isComplete(signup: WaitlistSignup): boolean {
  return SIGNUP_FIELDS.every((key) => signup[key] !== "");
}

/** Any visible value in any copy of the hidden field: `website=x&website=` is still a bot. */
export function isHoneypotFilled(form: FormFields): boolean {
  return form.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || cleanField(value) !== "");
}

/** `application/x-www-form-urlencoded`, exactly the three fields in a fixed order. */
export function encodeSignup(signup: WaitlistSignup): string {
  return new URLSearchParams(SIGNUP_FIELDS.map((key) => [key, signup[key]])).toString();
}

/** For data read back from storage, which anything on the origin could have written. */
export function isSignup(value: unknown): value is WaitlistSignup {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return SIGNUP_FIELDS.every((key) => typeof record[key] === "string" && record[key] !== "");
}
