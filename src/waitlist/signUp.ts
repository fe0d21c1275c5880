import { isHoneypotFilled, readSignup } from "./fields";
import type { SubmitOutcome, WaitlistQueue } from "./queue";

/** The brief's pause between the request settling and the thank-you view. */
export const THANK_YOU_DELAY_MS = 500;

export type SignupOutcome = SubmitOutcome | "ignored";

/**
 * Everything between the visitor pressing submit and the next view: read the cleaned fields, send
 * them (unless the honeypot is filled: then nothing leaves the page, but the bot sees the same
 * answer), and resolve 500 ms after that settles, whatever the outcome.
 */
export async function signUp(form: Pick<FormData, "get" | "getAll">, queue: WaitlistQueue): Promise<SignupOutcome> {
  const outcome = isHoneypotFilled(form) ? "ignored" : await queue.submit(readSignup(form));
  await new Promise((resolve) => setTimeout(resolve, THANK_YOU_DELAY_MS));
  return outcome;
}
