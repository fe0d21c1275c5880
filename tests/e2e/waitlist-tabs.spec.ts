import { expect, test } from "./fixtures";
import { holdAnswers, signupsFor, uniqueEmail } from "./waitlistCollector";
import {
  fillCard,
  keepSignups,
  keptSignups,
  sendSentinel,
  waitForIsland,
  waitlistCard,
  waitlistPostsByEmail,
} from "./waitlistPage";

const COMPACT = '[data-waitlist-card="compact"]';

test("two tabs pressing at the same moment: each sign-up is sent once, by one tab", async ({ context }) => {
  const postsFor = waitlistPostsByEmail(context);
  const tabs = [await context.newPage(), await context.newPage()];
  const emails = tabs.map((_, n) => uniqueEmail(`same-moment-${n}`));
  const cards = tabs.map((tab) => waitlistCard(tab, "compact"));
  await Promise.all(tabs.map((tab) => tab.goto("/")));
  await Promise.all(tabs.map((tab) => waitForIsland(tab, COMPACT)));
  await Promise.all(cards.map((card, n) => fillCard(card, { name: `Tab ${n}`, email: emails[n]!, company: "Co" })));

  // The same instant in both tabs, closer than two clicks from the test could land.
  const at = Date.now() + 500;
  await Promise.all(
    tabs.map((tab) =>
      tab.evaluate((time) => {
        const button = document.querySelector<HTMLButtonElement>(
          '[data-waitlist-card="compact"] button[type="submit"]',
        );
        setTimeout(() => button?.click(), time - Date.now());
      }, at),
    ),
  );
  await Promise.all(cards.map((card) => expect(card.thanks).toBeVisible()));
  for (const email of emails) await expect.poll(() => signupsFor(email)).toHaveLength(1);
  await expect.poll(() => keptSignups(tabs[0]!)).toEqual([]);
  // Each tab's later requests arrive after anything it sent before.
  for (const [n, tab] of tabs.entries()) {
    await cards[n]!.again.click();
    await sendSentinel(tab);
  }
  expect(emails.map((email) => postsFor(email).length)).toEqual([1, 1]);
});

test("a sign-up made in one tab while another resends 15 kept ones: every one is sent once", async ({ context }) => {
  const postsFor = waitlistPostsByEmail(context);
  const [resending, submitting] = [await context.newPage(), await context.newPage()];
  await submitting.goto("/");
  await waitForIsland(submitting, COMPACT);
  const backlog = Array.from({ length: 15 }, (_, n) => ({
    name: `Kept ${n}`,
    email: uniqueEmail(`backlog-${n}`),
    company: "Co",
    id: `backlog-${n}-${Date.now()}`,
    storedAt: Date.now() - 60_000 + n,
  }));
  // Slow answers keep the resends going while the other tab submits.
  for (const { email } of backlog) await holdAnswers(email, 300);
  await keepSignups(submitting, backlog);
  const card = waitlistCard(submitting, "compact");
  const email = uniqueEmail("beside-backlog");
  await fillCard(card, { name: "Beside Backlog", email, company: "Co" });

  await resending.goto("/");
  await expect.poll(() => signupsFor(backlog[0]!.email)).toHaveLength(1);
  await card.submit.click();
  await expect(card.thanks).toBeVisible();

  for (const kept of [...backlog, { email }]) await expect.poll(() => signupsFor(kept.email)).toHaveLength(1);
  await expect.poll(() => keptSignups(resending)).toEqual([]);
  await sendSentinel(resending);
  await card.again.click();
  await sendSentinel(submitting);
  expect([...backlog, { email }].map((kept) => postsFor(kept.email).length)).toEqual(backlog.map(() => 1).concat(1));
});
