import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const TRUST_PAGES = ["/security", "/accessibility", "/sample"];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

test("security.txt has RFC 9116's fields, a future Expires, plain text and the host's headers", async ({
  page,
  request,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");

  const fields = new Map(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
  expect([...fields.keys()].sort()).toEqual(["Canonical", "Contact", "Expires", "Policy", "Preferred-Languages"]);
  const expires = Date.parse(fields.get("Expires")!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(YEAR_MS);
  expect(fields.get("Canonical")).toMatch(/^https:\/\/[^/]+\/\.well-known\/security\.txt$/);
  expect(new URL(fields.get("Policy")!).pathname).toBe("/security");

  // The security page offers the same contact.
  await page.goto("/security");
  await expect(page.locator(`main a[href="${fields.get("Contact")}"]`).first()).toBeVisible();
  expect(fields.get("Contact")).toMatch(/^mailto:.+@.+/);
});

for (const path of TRUST_PAGES) {
  test(`${path} is reached from the footer, has one heading, and its contents list leads to each section`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("contentinfo").locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const sections = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll((all) => all.map((section) => `#${section.getAttribute("aria-labelledby")}`));
    expect(sections.length).toBeGreaterThanOrEqual(3);
    const toc = page.getByRole("navigation").filter({ has: page.locator(`a[href="${sections[0]}"]`) });
    expect(await toc.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      sections,
    );
    await toc.locator(`a[href="${sections.at(-1)}"]`).click();
    await expect(page.locator(sections.at(-1)!)).toBeInViewport();
  });

  // At 1280 px seo.spec.ts checks every page; sample.spec.ts checks /sample at both widths, verified.
  if (path !== "/sample")
    test(`${path} has no WCAG 2.2 AA violations at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });

  test(`${path} never scrolls sideways at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

test("the accessibility statement dates its last review to the build", async ({ page }) => {
  await page.goto("/accessibility");
  const reviewed = await page.locator("header time").getAttribute("datetime");
  expect(reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const age = Date.now() - Date.parse(reviewed!);
  expect(age).toBeGreaterThanOrEqual(-24 * 60 * 60 * 1000);
  expect(age).toBeLessThan(7 * 24 * 60 * 60 * 1000);
});

test("the security page names the providers the privacy policy lists", async ({ page }) => {
  await page.goto("/privacy");
  const listed = await page
    .locator("#third-party-services + div tr[data-provider]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-provider")!));
  // The host, the waitlist service and the calendar, as the facts file names them for this configuration.
  expect(listed.length).toBeGreaterThanOrEqual(3);
  await page.goto("/security");
  const text = await page.locator("main").textContent();
  for (const name of listed) expect(text, name).toContain(name);
});

test("/security says what the product is before launch, dated, with the sample one link away", async ({ page }) => {
  await page.goto("/security");
  const product = page.locator("#product + div");
  // What it records, how records are protected, where they would be hosted, how keys would be held.
  await expect(product.locator("[data-product-facts] > li")).toHaveCount(4);
  expect(await product.locator("[data-certifications] > li").count()).toBeGreaterThan(0);
  await expect(product.locator('a[href="/sample"]')).toBeVisible();
  await expect(page.locator("header time[data-updated-on]")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  // The product comes before the website's own details.
  const ids = await page
    .locator("main section[aria-labelledby]")
    .evaluateAll((all) => all.map((s) => s.id || s.getAttribute("aria-labelledby")));
  expect(ids.indexOf("product")).toBeLessThan(ids.indexOf("your-data"));
});
