/** The closing block sends nothing: a valid email opens the full card in its place, filled in, at Full Name. */
export function openClosingCard(block: HTMLFormElement) {
  const wrapper = document.querySelector<HTMLElement>("[data-closing-card]")!;
  const field = (form: ParentNode, name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  field(wrapper, "email").value = field(block, "email").value;
  wrapper.dataset.closingCard = "open";
  block.remove();
  field(wrapper, "name").focus({ preventScroll: true });
  const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The least scroll that shows the whole card, so on a wide screen the section's heading stays in view above it.
  wrapper.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "nearest" });
}
