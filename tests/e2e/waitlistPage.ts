import { expect, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";
import { STORE_PREFIX } from "../../src/waitlist/store";
import { COLLECTOR_URL, signupsFor, uniqueEmail } from "./waitlistCollector";

/** A waitlist card's parts, found through the card's own markers and labels. */
export function waitlistCard(page: Page, layout: "compact" | "full") {
  const card = page.locator(`[data-waitlist-card="${layout}"]`);
  return {
    card,
    name: card.getByLabel("Full Name"),
    email: card.getByLabel("Email"),
    company: card.getByLabel("Organization"),
    // Found by type, not label: it reads differently when it offers to try again.
    submit: card.locator('form button[type="submit"]'),
    unsent: card.locator("[data-waitlist-unsent]"),
    thanks: card.getByRole("heading", { name: "You're on the waitlist!" }),
    again: card.getByRole("button", { name: "Submit Another Request" }),
    honeypot: card.locator('input[name="website"]'),
  };
}

export async function fillCard(
  card: ReturnType<typeof waitlistCard>,
  values: { name: string; email: string; company: string },
) {
  await card.name.fill(values.name);
  await card.email.fill(values.email);
  await card.company.fill(values.company);
}

/** Every request that reaches for the waitlist endpoint, for "nothing was sent" checks. */
export function recordWaitlistRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (request.url() === COLLECTOR_URL) bodies.push(request.postData() ?? "");
  });
  return bodies;
}

/** What this page, or any page of this context, sends the waitlist service, by email: what "sent once" counts. */
export function waitlistPostsByEmail(target: Page | BrowserContext): (email: string) => string[] {
  const posts = new Map<string, string[]>();
  const record = (request: Request) => {
    if (request.url() !== COLLECTOR_URL) return;
    const body = request.postData() ?? "";
    const email = new URLSearchParams(body).get("email") ?? "";
    posts.set(email, [...(posts.get(email) ?? []), body]);
  };
  target.on("request", record);
  return (email) => posts.get(email) ?? [];
}

export async function validationMessage(field: Locator) {
  return field.evaluate((input: HTMLInputElement) => input.validationMessage);
}

/** What this browser says for this field left empty: its own required-field message. */
export async function requiredMessage(field: Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const empty = input.cloneNode() as HTMLInputElement;
    empty.value = "";
    return empty.validationMessage;
  });
}

/**
 * Waits until the island holding `marker` can take over: a hydrating island drops `ssr`. The hero's card
 * (client:interaction) hydrates only on its first submit: it is reached into, as a visitor would, and its code
 * waited for, so a submit made offline from here on still hydrates it.
 */
export async function waitForIsland(page: Page, marker: string) {
  const island = page.locator("astro-island", { has: page.locator(marker) });
  if ((await island.getAttribute("client")) !== "interaction") return expect(island).not.toHaveAttribute("ssr");
  const [component, renderer] = await Promise.all([
    island.getAttribute("component-url"),
    island.getAttribute("renderer-url"),
  ]);
  await island.locator("input").first().focus();
  // The modules its first tap started loading; importing them here too adds no request.
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url!))), [component, renderer]);
}

/**
 * Sends a fresh sign-up and waits until the collector has it. Requests from the page
 * reach the collector in order, so anything the page sent before has arrived too:
 * "not twice" is then checked without guessing a timeout.
 */
export async function sendSentinel(page: Page) {
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("sentinel");
  await fillCard(card, { name: "Sentinel", email, company: "Checks" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
}

/** The sign-ups this browser keeps to send again, one localStorage key each (src/waitlist/store.ts). */
export function keptSignups(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, unknown>),
    STORE_PREFIX,
  );
}

/** Keeps sign-ups in this origin's storage as an earlier visit would have. */
export async function keepSignups(
  page: Page,
  signups: { name: string; email: string; company: string; id: string; storedAt: number }[],
) {
  await page.evaluate(
    ({ list, prefix }) => {
      for (const signup of list) localStorage.setItem(prefix + signup.id, JSON.stringify(signup));
    },
    { list: signups, prefix: STORE_PREFIX },
  );
}
