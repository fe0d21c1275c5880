/**
 * A form an island takes over (marked `data-island-form`) can be sent before its island has
 * hydrated. Without this the browser would post it natively and the visitor would land on the
 * waitlist service's own page. Runs inline in <head> (EarlyScripts.astro), so it holds such a
 * submit from the first paint on: it shows the busy label the island would, and leaves the rest
 * to the island, which sends it once it has hydrated (`useIslandForm.ts`). Without JavaScript the
 * form posts natively, as it should. Inlined as source text: it must not use anything outside itself.
 */
export function holdEarlySubmits() {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute("data-island-form") || form.hasAttribute("data-taken-over")) return;
      event.preventDefault();
      // React may already listen without having run its effects yet: the island sends it, once.
      event.stopPropagation();
      if (form.hasAttribute("data-held-submit")) return;
      form.setAttribute("data-held-submit", "");
      form.setAttribute("aria-busy", "true");
      const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-busy-label]");
      if (!button) return;
      button.dataset.idleLabel = button.textContent ?? "";
      button.disabled = true;
      button.textContent = button.dataset.busyLabel!;
    },
    true,
  );
}
