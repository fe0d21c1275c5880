import { cleanField } from "../../waitlist/fields";

/** In place, only when it changes (so the caret stays), so an invisible-only field is empty for the required check. */
export function cleanInput(input: HTMLInputElement) {
  const cleaned = cleanField(input.value);
  if (cleaned !== input.value) input.value = cleaned;
  return cleaned;
}

/** At a press, before the head script or the island reads the form: Enter skips the blur that cleans. */
export function cleanedAndValid(form: HTMLFormElement) {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[data-clean]")) cleanInput(input);
  return form.reportValidity();
}
