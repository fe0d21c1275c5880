/** Inline in <head>: holds a submit made before the island hydrates, which then sends it (useIslandForm.ts). */
export function holdEarlySubmits(
  fallbackAfterMs: string,
  store: { prefix: string; fields: readonly string[]; idField: string; honeypot: string },
) {
  const release = (form: HTMLFormElement) => {
    if (!form.hasAttribute("data-held-submit")) return false;
    form.removeAttribute("data-held-submit");
    form.setAttribute("aria-busy", "false");
    const button = form.querySelector<HTMLButtonElement>("button[data-idle-label]");
    if (button) button.disabled = false;
    if (button) button.textContent = button.dataset.idleLabel!;
    return true;
  };
  // Kept as the island keeps its own (src/waitlist/store.ts), so the next visit sends it under the same id.
  const keep = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const storedAt = Date.now();
    const id = `${storedAt.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const signup = Object.fromEntries(store.fields.map((key) => [key, String(fields.get(key)).trim()]));
    try {
      if (!fields.get(store.honeypot))
        localStorage.setItem(store.prefix + id, JSON.stringify({ ...signup, id, storedAt }));
    } catch {
      // Blocked storage keeps nothing: a native post is then its only chance, as without JavaScript.
    }
    return id;
  };
  // The card stays busy, so a second press sends nothing.
  const postNatively = (form: HTMLFormElement) => {
    const id = keep(form);
    form.append(Object.assign(document.createElement("input"), { type: "hidden", name: store.idField, value: id }));
    // No longer held: an island arriving while the post is on its way has nothing to send again.
    form.removeAttribute("data-held-submit");
    form.setAttribute("data-posted", "");
    form.submit();
  };
  const heldCards = () => document.querySelectorAll<HTMLFormElement>("form[action][data-held-submit]");
  // Left while its island was on its way: kept for the next visit. Back from the back/forward cache, it is held again.
  addEventListener("pagehide", () => heldCards().forEach((form) => (form.dataset.keptAs = keep(form))));
  addEventListener("pageshow", (event) => {
    try {
      if (event.persisted) heldCards().forEach((form) => localStorage.removeItem(store.prefix + form.dataset.keptAs));
    } catch {
      // Blocked storage kept nothing.
    }
  });
  // Its island never took over (script blocked, missing or stalled): the sign-up goes on without it.
  const fallBack = (form: HTMLFormElement) => {
    if (!form.hasAttribute("data-held-submit")) return;
    // A card posts natively, and the visitor reads the service's own answer.
    if (form.hasAttribute("action")) return postNatively(form);
    release(form);
    // The email block sends nothing itself: its email moves to the hero's card, which can.
    const card = document.querySelector<HTMLFormElement>("[data-waitlist-card=compact] form");
    const email = card?.elements.namedItem("email") as HTMLInputElement | null;
    if (!card || !email) return;
    // A card that has thanked the visitor shows its form again, as its own Submit Another Request does.
    if (getComputedStyle(card).visibility === "hidden")
      card.parentElement?.querySelector<HTMLButtonElement>("[data-waitlist-again]")?.click();
    email.value = (form.elements.namedItem("email") as HTMLInputElement).value;
    (card.elements.namedItem("name") as HTMLInputElement).focus();
  };
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute("data-island-form")) return;
      // The island sends a held submit again once it has taken over: the form is let go first, for it to handle.
      if (form.hasAttribute("data-taken-over")) return void release(form);
      event.preventDefault();
      // React may listen before its effects ran: only the island sends it.
      event.stopPropagation();
      if (form.matches("[data-held-submit], [data-posted]")) return;
      form.setAttribute("data-held-submit", "");
      form.setAttribute("aria-busy", "true");
      // Counted from when the whole document is there, as no island can take over before.
      const wait = () => setTimeout(() => fallBack(form), Number(fallbackAfterMs));
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wait, { once: true });
      else wait();
      const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-busy-label]");
      if (!button) return;
      button.dataset.idleLabel = button.textContent ?? "";
      button.disabled = true;
      button.textContent = button.dataset.busyLabel!;
    },
    true,
  );
}
