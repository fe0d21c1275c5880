// @vitest-environment jsdom
import { cleanedAndValid } from "../../src/components/waitlist/cleanInput";
import { keepEarlySubmits } from "../../src/components/waitlist/keepEarlySubmits";
import { waitlistQueue } from "../../src/waitlist/queue";
import { signUp } from "../../src/waitlist/signUp";
import { readStore } from "../../src/waitlist/store";
import { memoryStorage } from "./storage";

// What the hero's card holds, as the visitor left it: the form both the head script and the island read.
function cardForm(values: Record<string, string>) {
  const form = document.createElement("form");
  form.setAttribute("data-island-form", "");
  for (const [name, value] of Object.entries(values)) {
    const input = Object.assign(document.createElement("input"), { name, value });
    if (name !== "website") input.setAttribute("data-clean", "");
    form.append(input);
  }
  form.append(Object.assign(document.createElement("button"), { type: "submit" }));
  document.body.append(form);
  return form;
}

const EDGES = {
  "a zero-width space and a bidi control at the name's edges": { name: "\u200bAda Lovelace\u202e", company: "Engines" },
  "a 300-character organization": { name: "Ada", company: "E".repeat(300) },
  "a honeypot holding a space": { name: "Ada", company: "Engines", website: " " },
};

beforeAll(() => {
  vi.useFakeTimers();
  keepEarlySubmits();
});
afterAll(() => vi.useRealTimers());
beforeEach(() => localStorage.clear());

describe("a press kept by the head script is the entry the island keeps for the same form", () => {
  for (const [edge, values] of Object.entries(EDGES)) {
    it(edge, async () => {
      const fields = { email: "ada@example.com", website: "", ...values };
      const head = cardForm(fields);
      head.requestSubmit();
      const id = head.dataset.signupId!;
      const [kept] = readStore(localStorage);

      const island = cardForm(fields);
      const storage = memoryStorage();
      const queue = waitlistQueue({ endpoint: "http://127.0.0.1:9/", storage, fetch: () => new Promise(() => {}) });
      expect(cleanedAndValid(island)).toBe(true);
      // Not kept early, as far as the island's own store knows: it keeps the entry itself.
      void signUp(new FormData(island), queue, { id, kept: false });
      const [adopted] = readStore(storage);

      expect(kept, "the head script kept it").toBeDefined();
      expect({ ...kept, storedAt: 0 }).toEqual({ ...adopted, storedAt: 0 });
      expect(kept!.id).toBe(id);
      expect(head.getAttribute("aria-busy")).toBe("true");
    });
  }

  it("keeps nothing for a bot, which fills the honeypot", () => {
    const head = cardForm({ name: "Bot", email: "bot@example.com", company: "Spam", website: "https://spam.example" });
    head.requestSubmit();
    expect(head.dataset.signupId).toBeTruthy();
    expect(readStore(localStorage)).toEqual([]);
  });
});
