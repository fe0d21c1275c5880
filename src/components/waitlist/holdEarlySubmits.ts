/** Inline in <head>: holds a submit made before the island hydrates, which then sends it (useIslandForm.ts). */
export function holdEarlySubmits() {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute("data-island-form") || form.hasAttribute("data-taken-over")) return;
      event.preventDefault();
      // React may listen before its effects ran: only the island sends it.
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
