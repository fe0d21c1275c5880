import { isHoneypotFilled, readSignup } from "./signup";
import { submitWaitlist, type SubmitOptions, type SubmitOutcome } from "./submitWaitlist";
import { wait } from "./wait";

/** The brief's pause between the request settling and the thank-you view. */
export const THANK_YOU_DELAY_MS = 500;

export type SignupOutcome = SubmitOutcome | "ignored";

/**
 * Everything between the visitor pressing submit and the next view: read the
 * cleaned fields, send them (unless the honeypot is filled: then nothing leaves the
 * page, but the bot sees the same answer), and resolve 500 ms after that settles,
 * whatever the outcome.
 */
export async function completeSignup(form: Pick<FormData, "get" | "getAll">, options: SubmitOptions): Promise<SignupOutcome> {
  const outcome = isHoneypotFilled(form) ? "ignored" : await submitWaitlist(readSignup(form), options);
  await wait(THANK_YOU_DELAY_MS);
  return outcome;
}
