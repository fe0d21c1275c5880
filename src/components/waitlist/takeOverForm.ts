/**
 * Called by an island once it has hydrated: from now on it handles this form's submits itself
 * (holdEarlySubmits.ts lets them through). A submit held before it hydrated is sent now, through
 * the island's own handler, from the state React knows: the busy look the early script gave the
 * form is undone first, and React draws it again as it starts sending.
 */
export function takeOverForm(form: HTMLFormElement) {
  form.setAttribute("data-taken-over", "");
  if (!form.hasAttribute("data-held-submit")) return;
  form.removeAttribute("data-held-submit");
  form.setAttribute("aria-busy", "false");
  const button = form.querySelector<HTMLButtonElement>("button[data-idle-label]");
  if (button) {
    button.disabled = false;
    button.textContent = button.dataset.idleLabel!;
    delete button.dataset.idleLabel;
  }
  form.requestSubmit();
}
