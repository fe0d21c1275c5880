/** Without Web Locks (a page not served over HTTPS), a claim holds within this page only. */
const claimedHere = new Set<string>();

/**
 * Runs `send` while this page holds the sign-up's claim, so no other tab sends it meanwhile (Web Locks, in every
 * supported browser); the browser lets go when `send` settles or the page goes. Undefined: another page holds it and
 * `wait` is false (docs/architecture.md, "Once across tabs").
 */
export async function whileClaimed<T>(id: string, wait: boolean, send: () => Promise<T>): Promise<T | undefined> {
  const locks = globalThis.navigator?.locks;
  if (locks) {
    let granted = false;
    try {
      return await locks.request(`waitlist:${id}`, { ifAvailable: !wait }, (lock) => {
        if (!lock) return undefined;
        granted = true;
        return send();
      });
    } catch (error) {
      if (granted) throw error;
      // Refused in this document (storage blocked: a SecurityError), where nothing is kept for another tab to send.
    }
  }
  if (claimedHere.has(id)) return undefined;
  claimedHere.add(id);
  try {
    return await send();
  } finally {
    claimedHere.delete(id);
  }
}
