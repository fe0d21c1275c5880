// On the Vercel build (the "cors" project), which reads its privacy facts as a deployment
// supplies them (PRIVACY_FACTS_FILE, tests/playwright.config.ts): the page states those facts.
import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { expect, test } from "./fixtures";

const { facts } = load(readFileSync(new URL("../fixtures/privacy-facts.yaml", import.meta.url), "utf8")) as {
  facts: { controller: { name: string }; providers: { name: string; entity: string; checkedOn: Date }[] };
};

test("a build for visitors states the supplied controller and providers, dated, and no placeholder", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.locator("[data-controller]")).toContainText(facts.controller.name);
  for (const provider of facts.providers) {
    const row = page.locator(`tr[data-provider="${provider.name}"]`);
    await expect(row).toContainText(provider.entity);
    await expect(row.locator("time")).toHaveAttribute("datetime", provider.checkedOn.toISOString().slice(0, 10));
  }
  const text = (await page.locator("main").textContent())!;
  expect(text).not.toMatch(/\.example\b|\[sample\]/i);
});
