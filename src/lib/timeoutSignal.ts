/**
 * An AbortSignal that aborts after `ms`. `AbortSignal.timeout` where the browser has it; Safari
 * before 16 has not, and a sign-up sent with it there would fail on every try, forever.
 */
export function timeoutSignal(ms: number): AbortSignal {
  // eslint-disable-next-line no-restricted-properties -- the guarded use this module exists for
  if (typeof AbortSignal.timeout === "function") return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("The request timed out.", "TimeoutError")), ms);
  return controller.signal;
}
