/** Inline in <head>: holds a submit made before the island hydrates, which then sends it (useIslandForm.ts). */
export function holdEarlySubmits(fallbackAfterMs: string) {
  const release = (form: HTMLFormElement) => {
    if (!form.hasAttribute("data-held-submit")) return false;
    form.removeAttribute("data-held-submit");
    form.setAttribute("aria-busy", "false");
    const button = form.querySelector<HTMLButtonElement>("button[data-idle-label]");
    if (button) button.disabled = false;
    if (button) button.textContent = button.dataset.idleLabel!;
    return true;
  };
  // Its island never took over (script blocked, missing or stalled): the sign-up goes on without it.
  const fallBack = (form: HTMLFormElement) => {
    if (!release(form)) return;
    // A card posts natively, and the visitor reads the service's own answer.
    if (form.hasAttribute("action")) return form.submit();
    // The email block sends nothing itself: its email moves to the hero's card, which can.
    const card = document.querySelector<HTMLFormElement>("[data-waitlist-card=compact] form");
    const email = card?.elements.namedItem("email") as HTMLInputElement | null;
    if (!card || !email) return;
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
      if (form.hasAttribute("data-held-submit")) return;
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
