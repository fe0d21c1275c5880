import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { COLLECTOR_URL, signupsFor, uniqueEmail } from "./waitlistCollector";
import {
  fillCard,
  recordWaitlistRequests,
  requiredMessage,
  validationMessage,
  waitForIsland,
  waitlistCard,
  keptSignups,
} from "./waitlistPage";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForIsland(page, `[data-waitlist-card="compact"]`);
});

test("empty, blank and malformed input are not sent and get the browser's own message", async ({ page }) => {
  const sent = recordWaitlistRequests(page);
  const card = waitlistCard(page, "compact");

  await card.submit.click();
  expect(await validationMessage(card.name)).not.toBe("");
  await expect(card.name).toBeFocused();

  await fillCard(card, { name: "   ", email: "ada@example.com", company: "Analytical Engines" });
  await card.submit.click();
  await expect(card.name).toHaveValue("");
  expect(await validationMessage(card.name)).not.toBe("");

  await fillCard(card, { name: "Ada Lovelace", email: "not-an-email", company: "Analytical Engines" });
  await card.submit.click();
  expect(await validationMessage(card.email)).not.toBe("");
  await expect(card.email).toBeFocused();

  await expect(card.submit).toHaveText("Get Waitlist Access", { useInnerText: true });
  await expect(card.thanks).toBeHidden();
  expect(sent).toEqual([]);
});

test("an email over 254 characters set by script or autofill is refused with the browser's own message, not cut and sent", async ({
  page,
}) => {
  const sent = recordWaitlistRequests(page);
  const card = waitlistCard(page, "compact");
  const tooLong = `${"a".repeat(243)}@example.com`;
  await fillCard(card, { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines" });
  // `maxlength` stops typing only: a value set by script is as long as it was set.
  await card.email.evaluate((input: HTMLInputElement, value) => (input.value = value), tooLong);
  await card.submit.click();
  await expect.poll(() => validationMessage(card.email)).not.toBe("");
  await expect(card.email).toBeFocused();
  await expect(card.email).toHaveValue(tooLong);

  const block = page.locator("[data-waitlist-block]");
  await block.scrollIntoViewIfNeeded();
  const blockEmail = block.getByRole("textbox");
  await blockEmail.evaluate((input: HTMLInputElement, value) => (input.value = value), tooLong);
  await block.getByRole("button").click();
  await expect.poll(() => validationMessage(blockEmail)).not.toBe("");
  await expect(card.thanks).toBeHidden();
  expect(sent).toEqual([]);
});

test("a field of only invisible characters counts as empty and gets the browser's own required message", async ({
  page,
}) => {
  const sent = recordWaitlistRequests(page);
  const card = waitlistCard(page, "compact");

  await fillCard(card, { name: "\u200b\u200d\ufeff", email: "ada@example.com", company: "Analytical Engines" });
  await card.submit.click();
  await expect(card.name).toHaveValue("");
  expect(await validationMessage(card.name)).toBe(await requiredMessage(card.name));
  await expect(card.name).toBeFocused();

  // Enter in the field itself, so no blur cleans it first: the submit does, and the
  // browser then reports a missing address rather than a malformed one.
  await card.name.fill("Ada Lovelace");
  await card.email.fill("\u200b\u2060");
  await card.email.press("Enter");
  await expect(card.email).toHaveValue("");
  expect(await validationMessage(card.email)).toBe(await requiredMessage(card.email));
  await expect(card.email).toBeFocused();

  await expect(card.thanks).toBeHidden();
  expect(sent).toEqual([]);
});

test("invisible characters around a value are cleaned before it leaves the page", async ({ page }) => {
  const sent = recordWaitlistRequests(page);
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("invisible");
  await fillCard(card, { name: "\ufeff Ada Lovelace\u200b", email, company: "\u200dAnalytical Engines\u00a0" });
  await card.company.press("Enter");
  await expect(card.thanks).toBeVisible();
  expect(sent).toHaveLength(1);
  // The three fields, cleaned, then the sign-up's id (optional for the service).
  const body = new URLSearchParams(sent[0]);
  expect([...body.keys()]).toEqual(["name", "email", "company", "signup_id"]);
  expect(Object.fromEntries(body)).toMatchObject({ name: "Ada Lovelace", email, company: "Analytical Engines" });
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Ada Lovelace", email, company: "Analytical Engines" }]);
});

test("a valid sign-up reaches the collector with exactly the three fields, then the form resets", async ({ page }) => {
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("valid");
  await fillCard(card, { name: "  Ada Lovelace ", email, company: " Analytical Engines  " });
  await card.submit.click();

  await expect(card.thanks).toBeVisible();
  await expect(card.thanks).toBeFocused();
  await expect(card.card).toContainText("in touch shortly about the early access program");
  await expect(card.card.getByRole("status")).toContainText("You're on the waitlist!");
  await expect.poll(() => signupsFor(email)).toEqual([{ name: "Ada Lovelace", email, company: "Analytical Engines" }]);
  expect(Object.keys(signupsFor(email)[0]!)).toEqual(["name", "email", "company"]);

  await card.again.click();
  await expect(card.thanks).toBeHidden();
  await expect(card.name).toBeFocused();
  for (const field of [card.name, card.email, card.company]) await expect(field).toHaveValue("");
  await expect(card.submit).toHaveText("Get Waitlist Access", { useInnerText: true });
  await expect(card.submit).toBeEnabled();
});

test("shows 'Processing...' on a disabled button while pending, and thanks 500 ms after the request settles", async ({
  page,
}) => {
  const card = waitlistCard(page, "compact");
  // Record in the page itself when the request settles and when the thanks appear,
  // so a loaded machine can only make the measured gap longer, never shorter.
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const original = window.fetch;
    window.fetch = (...args) => {
      const request = original(...args);
      request.finally(() => (marks.settled = performance.now())).catch(() => {});
      return request;
    };
    const thanks = document.querySelector('[data-waitlist-card="compact"] [data-waitlist-thanks]')!;
    new MutationObserver(() => {
      if (!thanks.classList.contains("invisible")) marks.shown ??= performance.now();
    }).observe(thanks, { attributes: true });
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(COLLECTOR_URL, async (route) => {
    await held;
    await route.continue();
  });

  const email = uniqueEmail("pending");
  await fillCard(card, { name: "Grace Hopper", email, company: "Navy" });
  await card.submit.click();
  await expect(card.submit).toHaveText("Processing...", { useInnerText: true });
  await expect(card.submit).toBeDisabled();
  await expect(card.card.getByRole("status")).toHaveText("Processing...");
  // Held well past 500 ms: the thanks wait for the request, not for a timer.
  await page.waitForTimeout(1_500);
  await expect(card.thanks).toBeHidden();
  await expect(card.submit).toHaveText("Processing...", { useInnerText: true });

  release();
  await expect(card.thanks).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
  const gap = marks.shown! - marks.settled!;
  expect(gap).toBeGreaterThanOrEqual(480);
  expect(gap).toBeLessThan(5_000);
  await expect.poll(() => signupsFor(email)).toHaveLength(1);
});

test("a failed request still thanks the visitor, logs 'Error submitting form' and keeps the sign-up", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route(COLLECTOR_URL, (route) => route.abort("failed"));
  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("failed");
  await fillCard(card, { name: "Alan Turing", email, company: "NPL" });
  await card.submit.click();

  await expect(card.thanks).toBeVisible();
  expect(errors.some((text) => text.startsWith("Error submitting form"))).toBe(true);
  const queued = await keptSignups(page);
  expect(queued).toEqual([expect.objectContaining({ name: "Alan Turing", email, company: "NPL" })]);
  expect(signupsFor(email)).toEqual([]);
});

test("a filled honeypot sends nothing but still shows the thank-you view", async ({ page }) => {
  const sent = recordWaitlistRequests(page);
  const card = waitlistCard(page, "compact");
  await fillCard(card, { name: "Spam Bot", email: uniqueEmail("bot"), company: "Bots Inc" });
  await card.honeypot.evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await card.submit.click();

  await expect(card.thanks).toBeVisible();
  expect(sent).toEqual([]);
});

test.describe("hostile input on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("10,000 characters and <script> neither break the layout nor run", async ({ page }) => {
    const card = waitlistCard(page, "compact");
    const email = uniqueEmail("hostile");
    const script = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`;
    await card.name.fill("W".repeat(10_000));
    await card.email.fill(email);
    await card.company.fill(script);

    expect((await card.name.inputValue()).length).toBeLessThanOrEqual(200);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    const box = await card.card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    await card.submit.click();
    await expect(card.thanks).toBeVisible();
    expect(await fits()).toBe(true);
    await expect.poll(() => signupsFor(email).map((fields) => fields.company)).toEqual([script]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test("the card is axe clean as a form and as a thank-you", async ({ page }) => {
  await expectNoAxeViolations(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  await fillCard(card, { name: "Katherine Johnson", email: uniqueEmail("axe"), company: "NASA" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  await expectNoAxeViolations(page, '[data-waitlist-card="compact"]');
});
