import { personSignup, SIGNUP_ID_FIELD } from "../../waitlist/fields";
import { browserStorage, keepSignup, newSignupId } from "../../waitlist/store";
import { cleanedAndValid } from "./cleanInput";
import { openClosingCard } from "./openClosingCard";

/** How long a press waits for its card's island before the form posts without it. */
export const ISLAND_WAIT_MS = 3_000;

// The island never took over (script blocked, missing or stalled): the browser posts what is already kept, under its id.
function postWithoutIsland(form: HTMLFormElement, id: string) {
  if (form.dataset.signupId !== id) return;
  form.append(Object.assign(document.createElement("input"), { type: "hidden", name: SIGNUP_ID_FIELD, value: id }));
  form.submit();
}

// Back from the back/forward cache after that post: the press went, and the card is ready for another.
function readyAgain(form: HTMLFormElement) {
  form.querySelector(`input[type=hidden][name=${SIGNUP_ID_FIELD}]`)?.remove();
  form.reset();
  delete form.dataset.signupId;
  form.setAttribute("aria-busy", "false");
  form.querySelector<HTMLButtonElement>("button[type=submit]")!.disabled = false;
}

/** In <head>: a card's press is kept at once for its island to adopt; the closing block opens its card (docs/architecture.md). */
export function keepEarlySubmits() {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      const isBlock = form.hasAttribute("data-waitlist-block");
      if (!isBlock && (!form.hasAttribute("data-island-form") || form.hasAttribute("data-taken-over"))) return;
      event.preventDefault();
      // React may listen before its effects ran: until the island takes the form over, the press is this script's.
      event.stopPropagation();
      if (form.dataset.signupId || !cleanedAndValid(form)) return;
      if (isBlock) return openClosingCard(form);
      const id = newSignupId(Date.now());
      const signup = personSignup(new FormData(form));
      const storage = browserStorage();
      // Blocked storage keeps nothing: the island or the native post is then its only chance, as without JavaScript.
      if (signup && storage) keepSignup(storage, { ...signup, id, storedAt: Date.now() });
      form.dataset.signupId = id;
      form.setAttribute("aria-busy", "true");
      form.querySelector<HTMLButtonElement>("button[type=submit]")!.disabled = true;
      // Counted from when the whole document is there, as no island can take over before.
      const wait = () => setTimeout(() => postWithoutIsland(form, id), ISLAND_WAIT_MS);
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wait, { once: true });
      else wait();
    },
    true,
  );
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const id of document.querySelectorAll(`form:not([data-taken-over]) input[name=${SIGNUP_ID_FIELD}]`))
      readyAgain((id as HTMLInputElement).form!);
  });
}
