/**
 * Runs `flush` now and whenever the browser comes back online, once per page no
 * matter how many waitlist cards mount. The mark lives on the event target under a
 * registry symbol, so it holds even if two bundles each carry a copy of this module.
 */
const STARTED = Symbol.for("bioattest.waitlist.retry");

export function startRetryQueue(target: EventTarget, flush: () => Promise<unknown>): boolean {
  const marked = target as EventTarget & { [STARTED]?: true };
  if (marked[STARTED]) return false;
  marked[STARTED] = true;
  void flush();
  target.addEventListener("online", () => void flush());
  return true;
}
