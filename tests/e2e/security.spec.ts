import { createHash } from "node:crypto";
import { serveCalProvider } from "./cal/calProvider";
import { expect, test, waitForIslands } from "./fixtures";
import { COLLECTOR_URL, signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, waitlistCard } from "./waitlistPage";

test("every page carries a CSP that allows only what it uses", async ({ page }) => {
  for (const path of ["/", "/privacy", "/missing"]) {
    await page.goto(path);
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
    expect(csp, path).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+\/waitlist;/);
    expect(csp, path).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:\d+\/waitlist;/);
    expect(csp, path).toContain("default-src 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toMatch(/frame-src https:\/\/app\.cal\.com https:\/\/cal\.com;/);
    const scriptSrc = csp!.match(/script-src [^;]+/)![0];
    expect(scriptSrc, path).toMatch(/^script-src 'self' https:\/\/app\.cal\.com 'sha256-/);
    expect(csp, path).not.toContain("unsafe-eval");
    // Only styles are relaxed, for the provider's embed; scripts stay hash-only.
    expect(csp!.match(/'unsafe-inline'/g), path).toHaveLength(2);
    expect(csp, path).toContain("style-src-elem 'self' 'unsafe-inline';");
    expect(csp, path).toContain("style-src-attr 'unsafe-inline';");
  }
});

test("a waitlist card placed on another page posts, with fetch and natively, unblocked by its CSP", async ({
  page,
}) => {
  await page.goto("/");
  const card = await page.locator('[data-waitlist-card="compact"]').evaluate((element) => element.outerHTML);
  await page.goto("/security");
  await page.evaluate((html) => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective));
    document.querySelector("main")!.insertAdjacentHTML("beforeend", html);
    // No island on this copy: its form posts as it does before hydration with JavaScript off.
    document.querySelector("main [data-island-form]")!.removeAttribute("data-island-form");
  }, card);
  const placed = waitlistCard(page, "compact");

  const fetched = uniqueEmail("csp-fetch");
  await fillCard(placed, { name: "Grace Hopper", email: fetched, company: "Navy" });
  await placed.card
    .locator("form")
    .evaluate((form: HTMLFormElement) =>
      fetch(form.action, { method: "POST", mode: "no-cors", body: new URLSearchParams(new FormData(form) as never) }),
    );
  await expect.poll(() => signupsFor(fetched)).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

  const posted = uniqueEmail("csp-post");
  await fillCard(placed, { name: "Grace Hopper", email: posted, company: "Navy" });
  await placed.submit.click();
  await expect(page).toHaveURL(COLLECTOR_URL);
  await expect.poll(() => signupsFor(posted)).toHaveLength(1);
});

test("the CSP <meta> comes before every script and style, and every inline script has its hash in it", async ({
  request,
}) => {
  for (const path of ["/", "/privacy", "/sample", "/missing"]) {
    const html = await (await request.get(path)).text();
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)!;
    const csp = meta[1]!;
    // A <meta> CSP governs only what comes after it.
    const firstGoverned = html.search(/<(script|style|link)\b/);
    expect(meta.index, path).toBeLessThan(firstGoverned);
    // Data blocks (JSON-LD, the verifier's settings) never run, so no policy applies to them.
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inlineScripts.length, path).toBeGreaterThan(2);
    for (const [, text] of inlineScripts) {
      const hash = createHash("sha256").update(text!).digest("base64");
      expect(csp, `${path}: ${text!.trim().slice(0, 60)}`).toContain(`'sha256-${hash}'`);
    }
  }
});

test("nothing breaks the CSP across a whole visit", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await serveCalProvider(page);
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  await page.goto("/");
  await waitForIslands(page);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.evaluate(() => window.scrollTo(0, 0));

  const card = waitlistCard(page, "compact");
  const email = uniqueEmail("csp");
  await fillCard(card, { name: "Ada Lovelace", email, company: "Analytical Engines" });
  await card.submit.click();
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(email).length).toBe(1);

  await page.getByRole("link", { name: "Book Demo" }).filter({ visible: true }).first().click();
  await expect(page.getByRole("dialog").locator("iframe.cal-embed")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/privacy");
  await page.goto("/no-such-page");
  expect(await violations()).toEqual([]);
});

test("the host's headers reach the browser and it has nothing to say about them", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  await serveCalProvider(page);

  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["x-permitted-cross-domain-policies"]).toBe("none");
  expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
  await waitForIslands(page);
  await page.getByRole("link", { name: "Book Demo" }).filter({ visible: true }).first().click();
  await expect(page.getByRole("dialog").locator("iframe.cal-embed")).toBeVisible();
  await page.goto("/privacy");
  await page.goto("/no-such-page");

  expect(messages.filter((text) => /header|policy|feature/i.test(text))).toEqual([]);
});
