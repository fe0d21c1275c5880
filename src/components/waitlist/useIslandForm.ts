import { useEffect, type RefObject } from "react";

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

/**
 * A waitlist form once its island has hydrated: the island checks it in its submit handler, after
 * cleaning, so a field of only invisible characters gets the browser's "fill out this field" and
 * not a format complaint (the server HTML keeps the native check, for posts without JavaScript);
 * and it takes over the form, sending a submit held before then.
 */
export function useIslandForm(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    takeOverForm(form);
  }, [formRef]);
}
