import { useEffect, type RefObject } from "react";

/** The island validates after cleaning, so invisible-only input gets "fill out this field", not a format error. */
export function useIslandForm(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    // The form is the island's now; a submit held before hydration (holdEarlySubmits.ts) is sent again, to it.
    form.setAttribute("data-taken-over", "");
    if (form.hasAttribute("data-held-submit")) form.requestSubmit();
  }, [formRef]);
}
