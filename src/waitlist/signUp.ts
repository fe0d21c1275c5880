import { isHoneypotFilled, readSignup } from "./fields";
import type { SubmitOutcome, WaitlistQueue } from "./queue";

/** The pause between the request settling and the thank-you view (README, "Delivery modes"). */
export const THANK_YOU_DELAY_MS = 500;

export type SignupOutcome = SubmitOutcome | "ignored";

/** A honeypot sign-up sends nothing but answers the same, after the same pause. */
export async function signUp(form: Pick<FormData, "get" | "getAll">, queue: WaitlistQueue): Promise<SignupOutcome> {
  const outcome = isHoneypotFilled(form) ? "ignored" : await queue.submit(readSignup(form));
  await new Promise((resolve) => setTimeout(resolve, THANK_YOU_DELAY_MS));
  return outcome;
}
