/** One waitlist request as the waitlist service receives it (SPEC section 3). */
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

type FormFields = Pick<FormData, "get">;

function text(form: FormFields, key: keyof WaitlistSignup): string {
  const value = form.get(key);
  return typeof value === "string" ? value.trim().slice(0, FIELD_MAX_LENGTH[key]) : "";
}

/** The three fields of a submitted form, trimmed and capped. */
export function readSignup(form: FormFields): WaitlistSignup {
  return { name: text(form, "name"), email: text(form, "email"), company: text(form, "company") };
}

export function isHoneypotFilled(form: FormFields): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
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
