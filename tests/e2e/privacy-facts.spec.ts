// On the Vercel build (the "cors" project), which reads its privacy facts as a deployment
// supplies them (PRIVACY_FACTS_FILE, tests/playwright.config.ts): the page states those facts.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const { facts } = JSON.parse(readFileSync(new URL("../fixtures/privacy-facts.json", import.meta.url), "utf8")) as {
  facts: {
    controller: { name: string };
    providers: { name: string; entity: string; checkedOn: string }[];
    product: { recordsHostedIn: string; signingKeys: string; updatedOn: string; certifications: { name: string }[] };
  };
};

test("a build for visitors states the supplied controller and providers, dated, and no placeholder", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.locator("[data-controller]")).toContainText(facts.controller.name);
  for (const provider of facts.providers) {
    const row = page.locator(`tr[data-provider="${provider.name}"]`);
    await expect(row).toContainText(provider.entity);
    await expect(row.locator("time")).toHaveAttribute("datetime", provider.checkedOn);
  }
  const text = (await page.locator("main").textContent())!;
  expect(text).not.toMatch(/\.example\b|\[sample\]/i);
});

test("/security states the supplied product facts, dated the day they were confirmed", async ({ page }) => {
  await page.goto("/security");
  const product = page.locator("#product + div");
  await expect(product).toContainText(facts.product.recordsHostedIn);
  await expect(product).toContainText(facts.product.signingKeys);
  for (const { name } of facts.product.certifications) await expect(product).toContainText(name);
  await expect(page.locator("header time[data-updated-on]")).toHaveAttribute("datetime", facts.product.updatedOn);
  expect(await page.locator("main").textContent()).not.toMatch(/\.example\b|\[sample\]/i);
});
