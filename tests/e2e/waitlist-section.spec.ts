import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signupsFor, uniqueEmail } from "./waitlistCollector";
import { recordWaitlistRequests, requiredMessage, validationMessage, waitlistCard } from "./waitlistPage";

// The block is markup the head script runs from the first paint; it scrolls to the card smoothly where motion is welcome.
test.use({ reducedMotion: "no-preference" });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.locator("#waitlist-section").scrollIntoViewIfNeeded();
});

test("Request Access runs the native check and sends nothing", async ({ page }) => {
  const sent = recordWaitlistRequests(page);
  const section = page.locator("#waitlist-section");
  const email = section.locator('[data-waitlist-block] input[name="email"]');
  const requestAccess = section.getByRole("button", { name: "Request Access" });

  await requestAccess.click();
  expect(await validationMessage(email)).not.toBe("");
  await email.fill("not-an-email");
  await requestAccess.click();
  expect(await validationMessage(email)).not.toBe("");
  // Only invisible characters: no address at all, in the browser's own words.
  await email.fill("\u200b\ufeff");
  await email.press("Enter");
  await expect(email).toHaveValue("");
  expect(await validationMessage(email)).toBe(await requiredMessage(email));

  await expect(page.locator('[data-waitlist-card="full"]')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(sent).toEqual([]);
});

test("at 1280 px the section is two balanced columns, and the opened card runs edge to edge of the content", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const section = page.locator("#waitlist-section");
  const heading = section.getByRole("heading", { level: 2 });
  const block = section.locator("[data-waitlist-block]");
  const [headingBox, blockBox] = [await heading.boundingBox(), await block.boundingBox()];
  // Heading on the left half, the email field on the right half.
  expect(blockBox!.x).toBeGreaterThan(640);
  expect(headingBox!.x + headingBox!.width).toBeLessThan(blockBox!.x);
  const blockRight = blockBox!.x + blockBox!.width;

  await block.locator('input[name="email"]').fill(uniqueEmail("grid"));
  await section.getByRole("button", { name: "Request Access" }).click();
  const card = await section.locator('[data-waitlist-card="full"]').boundingBox();
  expect(Math.abs(card!.x - headingBox!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(card!.x + card!.width - blockRight)).toBeLessThanOrEqual(1);
});

test("a valid email opens the full card in place, filled in, with focus on Full Name", async ({ page }) => {
  const sent = recordWaitlistRequests(page);
  const section = page.locator("#waitlist-section");
  const address = uniqueEmail("section");
  await section.locator('[data-waitlist-block] input[name="email"]').fill(address);
  await section.getByRole("button", { name: "Request Access" }).click();

  const card = waitlistCard(page, "full");
  await expect(section.locator('[data-waitlist-card="full"]')).toBeVisible();
  await expect(section.locator("[data-waitlist-block]")).toHaveCount(0);
  await expect(card.card.locator("[data-waitlist-pitch]")).toBeVisible();
  await expect(card.email).toHaveValue(address);
  await expect(card.name).toBeFocused();
  await expect(card.card).toBeInViewport();
  await expect(page).toHaveURL(/\/$/);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page, "#waitlist-section");

  await card.name.fill("Mary Jackson");
  await card.company.fill("Langley");
  await card.submit.click();
  await expect(card.thanks).toBeFocused();
  await expect.poll(() => signupsFor(address)).toEqual([{ name: "Mary Jackson", email: address, company: "Langley" }]);

  await card.again.click();
  await expect(card.name).toBeFocused();
  await expect(card.email).toHaveValue("");
});

for (const width of [375, 1280]) {
  test(`at ${width} px the open card sits under the section's one heading, with no title or eyebrow of its own`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const section = page.locator("#waitlist-section");
    const address = uniqueEmail(`one-heading-${width}`);
    await section.locator('[data-waitlist-block] input[name="email"]').fill(address);
    await section.getByRole("button", { name: "Request Access" }).click();
    const card = waitlistCard(page, "full");
    await expect(card.name).toBeFocused();
    await expect(card.email).toHaveValue(address);

    // One heading in the whole section, the section's own: the card and its pitch add none.
    await expect(section.getByRole("heading")).toHaveCount(1);
    await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(section.locator(".eyebrow").filter({ visible: true })).toHaveCount(0);
    // A phone keeps the compact card: the form alone.
    if (width < 640) await expect(card.card.locator("[data-waitlist-pitch]")).toBeHidden();
    else {
      await expect(card.card.locator("[data-waitlist-pitch]")).toBeVisible();
      // Opening scrolls no further than it needs: the heading the card sits under stays in view with it.
      await expect(card.card).toBeInViewport({ ratio: 1 });
      await expect(section.getByRole("heading", { level: 2 })).toBeInViewport({ ratio: 1 });
    }
  });
}

test("the compact card has no pitch column", async ({ page }) => {
  await expect(page.locator('[data-waitlist-card="compact"]')).toBeVisible();
  await expect(page.locator('[data-waitlist-card="compact"] [data-waitlist-pitch]')).toHaveCount(0);
});
