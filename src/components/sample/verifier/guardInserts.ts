/**
 * Refuses, with the browser's own message, an insert that would make a record longer than `limit`: measured before
 * it goes in (typing, a paste, a drop), since WebKit takes over a minute to insert 10 MB, even to refuse it after.
 */
export function guardInserts(root: HTMLElement, limit: number, message: string) {
  const accepted = new WeakMap<HTMLTextAreaElement, string>();
  const refuse = (event: Event, inserted: string) => {
    const field = event.target;
    if (!(field instanceof HTMLTextAreaElement) || field.readOnly) return;
    const replaced = event.type === "drop" ? 0 : field.selectionEnd - field.selectionStart;
    const tooLong = field.value.length - replaced + inserted.length > limit;
    field.setCustomValidity(tooLong ? message : "");
    if (!tooLong) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    field.reportValidity();
  };
  root.addEventListener("beforeinput", (event) => {
    const { data, dataTransfer } = event as InputEvent;
    refuse(event, data ?? dataTransfer?.getData("text/plain") ?? "");
  });
  root.addEventListener("paste", (event) => refuse(event, event.clipboardData?.getData("text/plain") ?? ""));
  root.addEventListener("drop", (event) => refuse(event, event.dataTransfer?.getData("text/plain") ?? ""));
  // Whatever got past the measures above (an engine's insert with no beforeinput) is taken back at once.
  root.addEventListener(
    "input",
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLTextAreaElement)) return;
      if (field.value.length <= limit) return void accepted.set(field, field.value);
      field.value = accepted.get(field) ?? field.defaultValue;
      field.setCustomValidity(message);
      field.reportValidity();
      event.stopImmediatePropagation();
    },
    true,
  );
}
