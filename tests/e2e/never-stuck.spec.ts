import { createServer } from "node:http";
import type { Page, Route } from "@playwright/test";
import { serveCalProvider } from "./cal/calProvider";
import { expect, startLoading, stopClock, test } from "./fixtures";
import { COLLECTOR_URL, recordsFor, signupsFor, uniqueEmail } from "./waitlistCollector";
import { fillCard, keptSignups, waitlistCard, waitlistPostsByEmail } from "./waitlistPage";

// Astro retries a failed island import with ?astro-retry=..., so the routes match any query.
// A sign-up or a Book Demo must end well when the page's scripts never come (blocked, or gone
// after a deploy) or when the document arrives in pieces over a slow connection.

const visitorFor = (tag: string) => ({ name: "Grace Hopper", email: uniqueEmail(tag), company: "Navy" });
// The service's own answer to a native post (scripts/waitlist-collector.mjs), or the card's.
const thanks = (page: Page) => page.getByRole("heading", { name: "You're on the waitlist!" });

/** The page the service answers a native post with: reached when the post is, however long a busy machine takes. */
async function servicesThanks(page: Page) {
  await page.waitForURL(COLLECTOR_URL);
  await expect(thanks(page)).toBeVisible();
}

// Every script chunk the page loads.
const PAGE_SCRIPTS = /\/_astro\/.+\.js(\?|$)/;

const SCRIPT_FAILURES: Record<string, (route: Route) => unknown> = {
  "answer 404": (route) => route.fulfill({ status: 404, body: "" }),
  "never answer": () => undefined,
};

function recordPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/** Holds every request to the waitlist service until `release()`, then lets it through to the collector. */
async function gateSignups(page: Page) {
  const posts: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(COLLECTOR_URL, async (route) => {
    posts.push(route.request().postData() ?? "");
    await released;
    await route.continue();
  });
  return { posts, release };
}

for (const [failure, answer] of Object.entries(SCRIPT_FAILURES)) {
  for (const at of [250, 2_000]) {
    test(`when the page's scripts ${failure}, a sign-up ${at} ms into the load is posted once, with its id, and shows it is sending`, async ({
      page,
    }) => {
      await page.route(PAGE_SCRIPTS, answer);
      const errors = recordPageErrors(page);
      const visitor = visitorFor("no-script");
      const { posts, release } = await gateSignups(page);
      // Playwright's calls wait for a pending navigation to land: the page reports the card as the post leaves.
      const whenPosted = new Promise((resolve) => void page.exposeFunction("reportCard", resolve));
      await page.addInitScript(() =>
        addEventListener("beforeunload", () => {
          const form = document.querySelector<HTMLFormElement>('[data-waitlist-card="compact"] form')!;
          const report = (window as unknown as { reportCard: (card: object) => void }).reportCard;
          report({ busy: form.ariaBusy, disabled: form.querySelector("button")!.disabled });
          // Enter in a field, as a second press with the button disabled would be.
          form.requestSubmit();
        }),
      );
      await page.clock.install();
      await startLoading(page, "/", at);
      const card = waitlistCard(page, "compact");
      await fillCard(card, visitor);
      await card.submit.click();
      await page.waitForLoadState("domcontentloaded");
      // The 3 s the early script gives the card's island before posting without it.
      await page.clock.fastForward(3_000);
      await expect.poll(() => posts.length).toBe(1);
      expect(await whenPosted, "while the post is on its way the card says so").toEqual({
        busy: "true",
        disabled: true,
      });
      release();
      await servicesThanks(page);
      const [record] = recordsFor(visitor.email);
      expect(record.id, "the post carries the id the page kept it under").toBe(
        new URLSearchParams(posts[0]).get("signup_id"),
      );
      expect(posts, "a second submit sent nothing more").toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  test(`when the page's scripts ${failure}, the closing email block opens its card, which posts natively`, async ({
    page,
  }) => {
    await page.route(PAGE_SCRIPTS, answer);
    const errors = recordPageErrors(page);
    await page.clock.install();
    await page.goto("/");
    const visitor = visitorFor("no-script-block");
    const block = page.locator("[data-waitlist-block]");
    await block.getByRole("textbox").fill(visitor.email);
    await block.getByRole("button").click();
    const card = waitlistCard(page, "full");
    await expect(card.name).toBeFocused();
    await expect(card.name).toBeInViewport();
    await expect(card.email).toHaveValue(visitor.email);
    await card.name.fill(visitor.name);
    await card.company.fill(visitor.company);
    await card.submit.click();
    await page.clock.fastForward(3_000);
    await servicesThanks(page);
    await expect.poll(() => signupsFor(visitor.email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test("a card whose scripts arrive while its native post is on its way sends it under no other id", async ({ page }) => {
  let scriptsGo = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (scriptsGo = resolve));
  await page.route(PAGE_SCRIPTS, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const { posts, release } = await gateSignups(page);
  // The page notes the signup_id of each of its own requests, and reports them when the island takes the form over.
  const takenOver = new Promise<string[]>((resolve) => void page.exposeFunction("reportTakenOver", resolve));
  await page.addInitScript(() => {
    const sent: string[] = [];
    const { fetch } = window;
    window.fetch = (input, init) => {
      sent.push(new URLSearchParams(String(init?.body ?? "")).get("signup_id") ?? "");
      return fetch(input, init);
    };
    const report = () => (window as unknown as { reportTakenOver: (ids: string[]) => void }).reportTakenOver(sent);
    new MutationObserver(report).observe(document, { subtree: true, attributeFilter: ["data-taken-over"] });
  });
  await page.clock.install();
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const card = waitlistCard(page, "compact");
  const visitor = visitorFor("late-scripts");
  await fillCard(card, visitor);
  await card.submit.click();
  await page.clock.fastForward(3_000);
  await expect.poll(() => posts.length).toBe(1);
  const postedId = new URLSearchParams(posts[0]).get("signup_id");
  scriptsGo();
  // The kept copy may go again, under the posted one's id, which the service dedupes on.
  for (const id of await takenOver) expect(id, "a request the island sent on taking over").toBe(postedId);
  release();
  await servicesThanks(page);
  await expect.poll(() => recordsFor(visitor.email)).toHaveLength(1);
});

// Playwright turns Chromium's back/forward cache off, and the engines' drivers hang on a page it restores: the return
// from it is the event a browser sends, and the native post's navigation is held in the page.
test("back from the back/forward cache after the native post, the card is ready again, not busy for good", async ({
  page,
}) => {
  await page.route(PAGE_SCRIPTS, () => undefined);
  await page.addInitScript(() => {
    HTMLFormElement.prototype.submit = function () {
      this.setAttribute("data-test-posted", "");
    };
  });
  await page.clock.install();
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  await fillCard(card, visitorFor("back-after-post"));
  await card.submit.click();
  await page.clock.fastForward(3_000);
  await expect(card.card.locator("form[data-test-posted]")).toHaveCount(1);
  await expect(card.submit).toBeDisabled();
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));

  await expect(card.submit).toBeEnabled();
  await expect(card.submit).toHaveText("Get Waitlist Access", { useInnerText: true });
  await expect(card.name).toHaveValue("");
  await expect(card.card.locator("input[name=signup_id]")).toHaveCount(0);
  expect(await keptSignups(page), "what was posted stays kept for a later visit").toHaveLength(1);
});

test("a held press back from the back/forward cache after another load delivered it thanks, and posts nothing", async ({
  page,
  context,
  baseURL,
}) => {
  const visitor = visitorFor("restored-held");
  const postsFor = waitlistPostsByEmail(context);
  await page.route(PAGE_SCRIPTS, () => undefined);
  // One clock for every page of the context, stopped: the held press's 3 s pass only when the test says.
  await page.clock.install();
  await page.goto("/");
  await stopClock(page);
  const card = waitlistCard(page, "compact");
  await fillCard(card, visitor);
  await card.submit.click();
  await expect(card.submit).toBeDisabled();

  // While this page sits in the cache, another load of the site delivers what it kept: its card, pressed, resends.
  const other = await context.newPage();
  await other.goto("/");
  const otherCard = waitlistCard(other, "compact");
  await fillCard(otherCard, visitorFor("restored-other"));
  await otherCard.submit.click();
  await expect.poll(() => signupsFor(visitor.email)).toEqual([visitor]);
  await expect.poll(async () => JSON.stringify(await keptSignups(other))).not.toContain(visitor.email);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  await page.clock.fastForward(3_000);

  // Thanked without a post: focus on the thank-you is the branch that posts nothing (keepEarlySubmits.ts).
  await expect(card.thanks).toBeVisible();
  await expect(card.thanks).toBeFocused();
  expect(page.url()).toBe(`${baseURL}/`);
  expect(postsFor(visitor.email)).toHaveLength(1);
  await card.again.click();
  await expect(card.name).toBeFocused();
  await expect(card.name).toHaveValue("");
  await expect(card.submit).toBeEnabled();
});

test("a sign-up posted natively while the service is down is kept, and arrives once on the next visit", async ({
  page,
  baseURL,
}) => {
  await page.route(PAGE_SCRIPTS, (route) => route.fulfill({ status: 404, body: "" }));
  await page.route(COLLECTOR_URL, (route) => route.abort("connectionrefused"));
  await page.clock.install();
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  const visitor = visitorFor("service-down");
  await fillCard(card, visitor);
  await card.submit.click();
  const refused = page.waitForEvent("requestfailed", (request) => request.url() === COLLECTOR_URL);
  await page.clock.fastForward(3_000);
  await refused;
  await page.waitForURL((url) => !url.href.startsWith(baseURL!));

  await page.unrouteAll();
  await page.goto("/");
  await expect.poll(() => signupsFor(visitor.email)).toEqual([visitor]);
  await expect.poll(() => keptSignups(page)).toEqual([]);
});

test("a sign-up held for its island when the visitor leaves is kept, and arrives once on the next visit", async ({
  page,
}) => {
  await page.route(PAGE_SCRIPTS, () => undefined);
  // The 3 s after which the card would post without its island never pass.
  await page.clock.install();
  await page.goto("/");
  const card = waitlistCard(page, "compact");
  const visitor = visitorFor("left-held");
  await fillCard(card, visitor);
  await card.submit.click();
  await expect(card.submit).toBeDisabled();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/privacy");
  expect(await keptSignups(page)).toHaveLength(1);

  await page.goto("/");
  // The island hydrates when the page is idle (requestIdleCallback, at most 5 s) and sends what was kept.
  await page.clock.runFor(5_000);
  await expect.poll(() => signupsFor(visitor.email)).toEqual([visitor]);
  await expect.poll(() => keptSignups(page)).toEqual([]);
});

/** Serves the site with each page's HTML paused 3 s where `pauseAt` says, as a slow connection delivers it. */
async function serveInPieces(baseURL: string, pauseAt: (html: string) => number) {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, baseURL));
    const type = upstream.headers.get("content-type") ?? "";
    const body = await upstream.text();
    response.writeHead(upstream.status, { "content-type": type });
    if (!type.includes("text/html")) return response.end(body);
    const at = pauseAt(body);
    response.write(body.slice(0, at));
    setTimeout(() => response.end(body.slice(at)), 3_000);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test("a sign-up sent while the page is still arriving is delivered once, and the card thanks", async ({
  page,
  baseURL,
}) => {
  const afterHeroForm = (html: string) => html.indexOf("</form>", html.indexOf('data-waitlist-card="compact"')) + 7;
  const site = await serveInPieces(baseURL!, afterHeroForm);
  await page.goto(`${site.origin}/`, { waitUntil: "commit" });
  const card = waitlistCard(page, "compact");
  const visitor = visitorFor("in-pieces");
  await fillCard(card, visitor);
  const answered = page.waitForEvent("requestfinished", (request) => request.url() === COLLECTOR_URL);
  await card.submit.click();
  // Thanked 500 ms after the answer, which comes once the rest of the document and the card's island have.
  await answered;
  await expect(card.thanks).toBeVisible();
  await expect.poll(() => signupsFor(visitor.email)).toHaveLength(1);
  site.close();
});

test("Book Demo pressed while the page is still arriving opens the dialog once it has", async ({ page, baseURL }) => {
  await serveCalProvider(page);
  const site = await serveInPieces(baseURL!, (html) => html.indexOf("<dialog"));
  await page.goto(`${site.origin}/`, { waitUntil: "commit" });
  await page.getByRole("banner").getByRole("link", { name: "Book Demo" }).click();
  // It opens as soon as its markup has arrived.
  await page.waitForLoadState("domcontentloaded");
  await expect(page.getByRole("dialog", { name: /Book a demo/ })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  site.close();
});
