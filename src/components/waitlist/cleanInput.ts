import { cleanField } from "../../waitlist/fields";

/**
 * Cleans what is typed in a field, in place (only when it changes, so the caret stays put), so a
 * field left with nothing visible is empty and the browser's own required check says so.
 */
export function cleanInput(input: HTMLInputElement) {
  const cleaned = cleanField(input.value);
  if (cleaned !== input.value) input.value = cleaned;
  return cleaned;
}
