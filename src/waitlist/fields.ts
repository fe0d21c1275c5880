/** One waitlist request as the waitlist service receives it: the three fields the brief names. */
export interface WaitlistSignup {
  name: string;
  email: string;
  company: string;
}

export const SIGNUP_FIELDS = ["name", "email", "company"] as const;

/**
 * Sent beside the three, so a service can store a sign-up once however often it arrives (a
 * retry after an answer that came too late, a tab closed mid-request). Optional for the service:
 * one that ignores it stores the three fields as before (README, "Delivery modes").
 */
export const SIGNUP_ID_FIELD = "signup_id";

/** 254 is the longest address SMTP can deliver; the text caps only stop abuse. */
export const FIELD_MAX_LENGTH: Record<keyof WaitlistSignup, number> = { name: 200, email: 254, company: 200 };

/** A field people never see; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

/** FormData in the browser, URLSearchParams in the collector. */
type FormFields = Pick<FormData, "get" | "getAll">;

// Controls (NUL, ESC, tabs, line breaks) anywhere become a space: a value stays one line of text.
const CONTROLS = /\p{Cc}+/gu;
// Bidi embeddings, overrides, isolates and marks, which can make text display as something else
// ("invoice-exe.pdf"). Joiners stay: they build emoji and some scripts need them.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Whitespace and invisible format characters (zero-width space, BOM, Hangul fillers) at either
// end; a half surrogate pair left by the cap.
const INVISIBLE_EDGES =
  /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]+|[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]+$/gu;

/**
 * A field as typed, as plain text: control and bidi characters gone and nothing invisible at its
 * ends, so a name of only zero-width spaces counts as empty. Ordinary Unicode stays, and so does
 * a leading `=`: a value is stored as given, and only a spreadsheet export neutralises formulas.
 */
export function cleanField(value: string): string {
  return value.replace(CONTROLS, " ").replace(BIDI_CONTROLS, "").replace(INVISIBLE_EDGES, "");
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

/** `application/x-www-form-urlencoded`: the three fields in a fixed order, then the sign-up's id. */
export function encodeSignup(signup: WaitlistSignup, id: string): string {
  return new URLSearchParams([...SIGNUP_FIELDS.map((key) => [key, signup[key]]), [SIGNUP_ID_FIELD, id]]).toString();
}

/** For data read back from storage, which anything on the origin could have written. */
export function isSignup(value: unknown): value is WaitlistSignup {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return SIGNUP_FIELDS.every((key) => typeof record[key] === "string" && record[key] !== "");
}
