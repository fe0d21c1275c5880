import { useEffect, type RefObject } from "react";

/** Marks the form as the island's, and sends a submit held before hydration (holdEarlySubmits.ts) from React's state. */
export function takeOverForm(form: HTMLFormElement) {
  form.setAttribute("data-taken-over", "");
  if (!form.hasAttribute("data-held-submit")) return;
  form.removeAttribute("data-held-submit");
  form.setAttribute("aria-busy", "false");
  const button = form.querySelector<HTMLButtonElement>("button[data-idle-label]");
  if (button) button.disabled = false;
  if (button) button.textContent = button.dataset.idleLabel!;
  form.requestSubmit();
}

/** The island validates after cleaning, so invisible-only input gets "fill out this field", not a format error. */
export function useIslandForm(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    takeOverForm(form);
  }, [formRef]);
}
