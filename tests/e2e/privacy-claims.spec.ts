// What the privacy policy tells a visitor at first read, and that it matches what the site does.
import { expect, test, waitForIslands } from "./fixtures";
import { uniqueEmail } from "./waitlistCollector";
import { fillCard, waitForIsland, waitlistCard } from "./waitlistPage";

const notice = "#information-we-collect + div";

test("the notice at collection stands alone: each category with its purposes, retention, and whether sold or shared", async ({
  page,
}) => {
  await page.goto("/privacy#notice-at-collection");
  const table = page.locator(`${notice} table#collected`);
  // Identifiers, professional information, internet activity, approximate location.
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) {
    const purposes = row.locator("li[data-purpose]");
    expect(await purposes.count()).toBeGreaterThan(0);
    for (const purpose of await purposes.all()) {
      // A purpose's name, then what the facts say of how long it is kept.
      await expect(purpose).toHaveText(/\S+: \S+/);
    }
    await expect(row.locator('td[data-label="Sold or shared"]')).not.toBeEmpty();
  }
  // The first lines name the controller and the three facts that could surprise a visitor.
  const firstLines = page.locator("#notice-at-collection ~ ul").first().locator("> li");
  await expect(firstLines).toHaveCount(3);
  await expect(page.locator("#notice-at-collection + p")).toContainText(
    (await page.locator("[data-controller]").textContent())!.split(",")[0]!.trim(),
  );
  // Links inside the notice lead to the parts it sums up.
  for (const anchor of ["#browser-storage", "#third-party-services", "#your-rights"])
    await expect(page.locator(`${notice} a[href="${anchor}"]`).first()).toBeAttached();
});

test("the right to object has its own heading and sentence, and the UK's regulator is named with a link", async ({
  page,
}) => {
  await page.goto("/privacy");
  const rights = page.locator("#your-rights + div");
  await expect(rights.locator("h3#right-to-object + p[data-right-to-object]")).toBeVisible();
  await expect(rights.locator('[data-supervisory-authority] a[href^="https://ico.org.uk/"]')).toBeVisible();
  // Each provider row names a safeguard under each law.
  for (const row of await page.locator("#third-party-services + div tr[data-provider]").all())
    await expect(row.locator('td[data-label="Transfer safeguards"] span')).toHaveCount(2);
});

test("every key the site keeps in the browser is disclosed under Cookies and browser storage", async ({ page }) => {
  // A sign-up made offline stays kept; the switch keeps its choice.
  await page.goto("/");
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  await fillCard(card, { name: "Kept Here", email: uniqueEmail("storage-disclosed"), company: "Local Storage Ltd" });
  await page.context().setOffline(true);
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  const keptOnHome = await page.evaluate(() => Object.keys(localStorage));
  await page.context().setOffline(false);
  await page.goto("/privacy");
  await page.locator("[data-analytics-switch] button").click();

  const keys = [...new Set([...keptOnHome, ...(await page.evaluate(() => Object.keys(localStorage)))])];
  expect(keys).toEqual(expect.arrayContaining(["theme", "analytics", expect.stringMatching(/^waitlist:unsent:/)]));
  const disclosed = await page
    .locator("#browser-storage ~ ul[data-storage-keys] > li > code:first-child")
    .allTextContents();
  for (const key of keys)
    expect(
      disclosed.some((named) => key.startsWith(named)),
      key,
    ).toBe(true);
});

test("the thank-you view's Book Demo says, at the button, that the calendar receives what was just typed", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIslands(page);
  await waitForIsland(page, '[data-waitlist-card="compact"]');
  const card = waitlistCard(page, "compact");
  await fillCard(card, { name: "Ada Lovelace", email: uniqueEmail("prefill-note"), company: "Analytical Engines" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  const bookDemo = card.card.getByRole("link", { name: "Book Demo" });
  const note = card.card.locator("[data-prefill-note]");
  await expect(note).toBeVisible();
  await expect(bookDemo).toHaveAccessibleDescription((await note.textContent())!);
  // Beside the button, not somewhere else in the card.
  const [button, line] = [(await bookDemo.boundingBox())!, (await note.boundingBox())!];
  expect(line.y - (button.y + button.height)).toBeLessThan(40);
  // The policy says what the calendar receives, and how.
  await page.goto("/privacy#booking-calendar");
  await expect(page.locator("p[data-calendar-prefill]")).toBeVisible();
});
