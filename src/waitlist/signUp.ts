import { personSignup } from "./fields";
import type { EarlyPress, SubmitOutcome, WaitlistQueue } from "./queue";

/** The pause between the request settling and the thank-you view (docs/architecture.md, "Delivery modes"). */
export const THANK_YOU_DELAY_MS = 500;

export type SignupOutcome = SubmitOutcome | "ignored";

/** A honeypot sign-up sends nothing but answers the same, after the same pause. `press`: one made before the island. */
export async function signUp(
  form: Pick<FormData, "get" | "getAll">,
  queue: WaitlistQueue,
  press?: EarlyPress,
): Promise<SignupOutcome> {
  const signup = personSignup(form);
  const outcome = signup ? await queue.submit(signup, press) : "ignored";
  await new Promise((resolve) => setTimeout(resolve, THANK_YOU_DELAY_MS));
  return outcome;
}
