// The privacy policy's effective date is true: its words, as built from the committed facts, are the
// words of the newest version in src/privacy/policyVersions.ts (EDITING.md, "Change the privacy policy").
import { createHash } from "node:crypto";
import { POLICY_VERSIONS } from "../../src/privacy/policyVersions";
import { expect, test } from "./fixtures";

// The words as every visitor gets them, before any script: the switch's state and today's date are not the policy's.
test.use({ javaScriptEnabled: false });

test("the policy's words are those of its newest version, which took effect on the date the page states", async ({
  page,
}) => {
  await page.goto("/privacy");
  const words = await page.locator("main article").evaluate((article) => {
    const copy = article.cloneNode(true) as HTMLElement;
    for (const dated of copy.querySelectorAll("[data-last-updated], [data-policy-effective], noscript")) dated.remove();
    return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  });
  const fingerprint = `sha256-${createHash("sha256").update(words).digest("base64")}`;
  const newest = POLICY_VERSIONS.at(-1)!;
  expect(
    fingerprint,
    "The privacy policy's words changed: add a version to src/privacy/policyVersions.ts with the day it takes effect and this fingerprint",
  ).toBe(newest.fingerprint);
  await expect(page.locator("#changes + div time[data-policy-effective]")).toHaveAttribute(
    "datetime",
    newest.effective,
  );
});

test("each version of the policy took effect after the one before, with words of its own", () => {
  const days = POLICY_VERSIONS.map((version) => version.effective);
  expect(days.every((day, i) => /^\d{4}-\d{2}-\d{2}$/.test(day) && (i === 0 || day > days[i - 1]!))).toBe(true);
  expect(new Set(POLICY_VERSIONS.map((version) => version.fingerprint)).size).toBe(POLICY_VERSIONS.length);
});
