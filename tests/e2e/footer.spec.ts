import { expect, test } from "./fixtures";

test.use({ reducedMotion: "no-preference" });

test("footer links the privacy policy, security, accessibility and the sample, and shows the other two policies as labels", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const label of ["Terms of Service", "Cookie Policy"]) {
    await expect(footer.getByText(label, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: label })).toHaveCount(0);
    // Quiet text on the legal line, smaller than the links and never in their list, where it would read as a dead one.
    await expect(footer.getByRole("listitem").filter({ hasText: label })).toHaveCount(0);
    const fontSize = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    expect(await footer.getByText(label, { exact: true }).evaluate(fontSize)).toBeLessThan(
      await footer.getByRole("link", { name: "Privacy Policy" }).evaluate(fontSize),
    );
  }

  for (const [name, path] of [
    ["Privacy Policy", "/privacy"],
    ["Security", "/security"],
    ["Accessibility", "/accessibility"],
    [/^Sample evidence$/i, "/sample"],
  ] as const) {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("on a phone the footer's links stand in two columns", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/");
  const links = page.getByRole("contentinfo").getByRole("navigation").getByRole("listitem");
  await links.last().scrollIntoViewIfNeeded();
  const boxes = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(2);
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(Math.ceil(boxes.length / 2));
});

test("Back to Top scrolls smoothly to the top of the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/privacy");
  const backToTop = page.getByRole("button", { name: "Back to Top" });
  await backToTop.scrollIntoViewIfNeeded();
  const start = await page.evaluate(() => window.scrollY);
  expect(start).toBeGreaterThan(300);

  // Record the scroll position every frame, in the page, so a busy machine cannot miss the motion.
  await page.evaluate(() => {
    const samples: number[] = ((window as unknown as { __scrollSamples: number[] }).__scrollSamples = []);
    const record = () => {
      samples.push(window.scrollY);
      if (samples.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const samples = await page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
  // Smooth: part-way through, the page was neither at the bottom nor yet at the top.
  expect(samples.some((y) => y > 0 && y < start - 10)).toBe(true);
});

test("Back to Top jumps at once under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/privacy");
  const backToTop = page.getByRole("button", { name: "Back to Top" });
  await backToTop.scrollIntoViewIfNeeded();
  await backToTop.click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
