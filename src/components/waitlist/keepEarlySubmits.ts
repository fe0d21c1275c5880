import { whileClaimed } from "../../waitlist/claim";
import { personSignup, SIGNUP_ID_FIELD, SIGNUP_ID_INPUT } from "../../waitlist/fields";
import { browserStorage, isKept, keepSignup, newSignupId } from "../../waitlist/store";
import { cleanedAndValid } from "./cleanInput";
import { openClosingCard } from "./openClosingCard";

/** How long a press waits for its card's island before the form posts without it. */
export const ISLAND_WAIT_MS = 3_000;

// No island took over: posted natively, unless another page delivered it (docs/architecture.md, "Once across tabs").
function postWithoutIsland(form: HTMLFormElement, id: string, kept: boolean) {
  // Taken over: no claim asked for, which would make a resend in this page skip it meanwhile.
  if (form.dataset.signupId !== id) return;
  void whileClaimed(id, true, async () => {
    if (form.dataset.signupId !== id) return;
    form.append(Object.assign(document.createElement("input"), { type: "hidden", name: SIGNUP_ID_FIELD, value: id }));
    const storage = browserStorage();
    if (kept && storage && !isKept(storage, id)) {
      form.setAttribute("aria-busy", "false");
      const card = form.closest("[data-waitlist-card]");
      return card?.querySelector<HTMLElement>("[data-waitlist-thanks] [tabindex='-1']")?.focus();
    }
    form.submit();
    await new Promise((resolve) => addEventListener("pagehide", resolve, { once: true }));
  });
}

// Back from the back/forward cache after the press went, or Submit Another Request before any island: ready for another.
function readyAgain(form: HTMLFormElement) {
  form.querySelector(SIGNUP_ID_INPUT)?.remove();
  form.reset();
  delete form.dataset.signupId;
  delete form.dataset.signupKept;
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
      const kept = !!signup && !!storage && keepSignup(storage, { ...signup, id, storedAt: Date.now() });
      form.dataset.signupId = id;
      // The island tells by it that a press missing from the store was delivered by another page, not never kept.
      if (kept) form.dataset.signupKept = "";
      form.setAttribute("aria-busy", "true");
      form.querySelector<HTMLButtonElement>("button[type=submit]")!.disabled = true;
      // Counted from when the whole document is there, as no island can take over before.
      const wait = () => setTimeout(() => postWithoutIsland(form, id, kept), ISLAND_WAIT_MS);
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wait, { once: true });
      else wait();
    },
    true,
  );
  document.addEventListener("click", (event) => {
    const again = (event.target as Element).closest?.("[data-waitlist-again]");
    const form = again?.closest("[data-waitlist-card]")?.querySelector<HTMLFormElement>("form:not([data-taken-over])");
    if (!form?.querySelector(SIGNUP_ID_INPUT)) return;
    readyAgain(form);
    form.querySelector("input")?.focus();
  });
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const went of document.querySelectorAll(`form:not([data-taken-over]) ${SIGNUP_ID_INPUT}`))
      readyAgain((went as HTMLInputElement).form!);
  });
}
