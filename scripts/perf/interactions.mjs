// What a visitor's taps and keys cost on / and /sample, in Chromium with its CPU really slowed (docs/performance.md).
// An Event Timing observer installed before the page keeps every interaction's events; each run is a
// fresh context, and taps land at positions taken before the visitor's sequence starts, so no probe
// of the page waits for its main thread between a visitor's inputs.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
// A visitor reads a moment before the next tap. Keys follow each other as fast as the page takes them.
const READ_MS = 200;

const HERO = '[data-waitlist-card="compact"]';
const CLOSING = "#waitlist-section";
const BLOCK = `${CLOSING} [data-waitlist-block]`;
const CLOSING_CARD = `${CLOSING} [data-waitlist-card]`;
const MENU_BUTTON = 'button[popovertarget="mobile-menu"]';
const VERIFIER = "[data-pack-verifier]";

/** Each step's label, the kind of input and where it lands (the first match names an event), and whether it is gated. */
export const INTERACTION_STEPS = [
  ["hero card: first tap on Full Name", "tap", `${HERO} input[name="name"]`, true],
  ["hero card: typing (worst key)", "key", `${HERO} input`, true],
  ["hero card: submit", "tap", `${HERO} button[type="submit"]`, true],
  ["the phone menu", "tap", MENU_BUTTON, true],
  ["Book Demo from the phone menu", "tap", "#mobile-menu a[data-opens-demo]", true],
  ["Escape closes the demo dialog", "key", "#demo-dialog", false],
  ["closing block: first tap on its email", "tap", `${BLOCK} input`, true],
  ["closing block: typing (worst key)", "key", `${BLOCK} input`, true],
  ["closing block: Request Access", "tap", `${BLOCK} button`, true],
  ["closing card: typing (worst key)", "key", `${CLOSING_CARD} input`, true],
  ["closing card: submit", "tap", `${CLOSING_CARD} button[type="submit"]`, true],
  ["Book Demo in the header (1280 px)", "tap", "header nav a[data-opens-demo]", false],
  ["/sample: a one-press change", "tap", `${VERIFIER} [data-change="decision"]`, true],
  ["/sample: the originals put back", "tap", `${VERIFIER} [data-action=restore]`, true],
  ["/sample: history rewritten", "tap", `${VERIFIER} [data-change="rewrite"]`, true],
  ["/sample: typing in a record (worst key)", "key", "[data-records] textarea", true],
].map(([label, kind, selector, gated]) => ({ label, kind, selector, gated }));

/** Injected before any page script: names each input by its step, and keeps every interaction's events. */
function observeInteractions(steps) {
  const stepAt = new Map();
  window.__stepsSeen = new Set();
  for (const type of ["pointerdown", "pointerup", "click", "keydown", "keyup"])
    addEventListener(
      type,
      (event) => {
        const kind = type.startsWith("key") ? "key" : "tap";
        const step = steps.find((s) => s.kind === kind && event.target.closest?.(s.selector));
        const label = step?.label ?? `other ${kind}`;
        stepAt.set(event.timeStamp, label);
        window.__stepsSeen.add(label);
      },
      true,
    );
  const byInteraction = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        byInteraction.set(entry.interactionId, [...(byInteraction.get(entry.interactionId) ?? []), entry]);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  // An interaction lasts as long as its longest event; the events presented in the same frame share its breakdown.
  window.__interactions = () =>
    [...byInteraction.values()].map((entries) => {
      const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
      const end = worst.startTime + worst.duration;
      const frame = entries.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= 8);
      const processingStart = Math.min(...frame.map((entry) => entry.processingStart));
      const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
      return {
        step: entries.map((entry) => stepAt.get(entry.startTime)).find(Boolean) ?? `unnamed ${worst.name}`,
        event: worst.name,
        duration: worst.duration,
        inputDelay: Math.max(0, processingStart - worst.startTime),
        processing: processingEnd - processingStart,
        presentation: Math.max(0, end - processingEnd),
      };
    });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function centreOf(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Two frames: what was asked of the page is on screen and its Event Timing entries are out. */
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The fields in order, Tab between them; an empty text keeps what the field holds. */
async function fill(page, texts) {
  for (const [n, text] of texts.entries()) {
    if (n > 0) await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
}

/** A phone visitor on a page where nothing has hydrated: the hero's card, the menu's Book Demo, the closing card. */
async function phoneJourney(page) {
  await page.locator(`${HERO} form`).scrollIntoViewIfNeeded();
  const heroName = await centreOf(page, `${HERO} input[name="name"]`);
  const heroSubmit = await centreOf(page, `${HERO} button[type="submit"]`);
  await page.touchscreen.tap(heroName.x, heroName.y);
  await fill(page, ["Ada King", "ada@bank.io", "Acme Bank"]);
  await page.touchscreen.tap(heroSubmit.x, heroSubmit.y);
  await page.locator(`${HERO} [data-waitlist-thanks]`).waitFor({ state: "visible" });
  await pause(READ_MS);

  const menuButton = await centreOf(page, MENU_BUTTON);
  // Where the menu's Book Demo will be: shown and hidden in one task, so nothing paints or hydrates.
  const bookDemo = await page.evaluate(() => {
    const menu = document.getElementById("mobile-menu");
    menu.showPopover();
    const box = menu.querySelector("a[data-opens-demo]").getBoundingClientRect();
    menu.hidePopover();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  await page.touchscreen.tap(menuButton.x, menuButton.y);
  await pause(READ_MS);
  await page.touchscreen.tap(bookDemo.x, bookDemo.y);
  await page.locator("#demo-dialog[open]").waitFor();
  await pause(READ_MS);
  await page.keyboard.press("Escape");
  await page.locator("#demo-dialog:not([open])").waitFor({ state: "attached" });

  // The block is markup the head script answers: nothing hydrates as it nears the viewport.
  await page.locator(CLOSING).scrollIntoViewIfNeeded();
  await pause(READ_MS);
  const blockEmail = await centreOf(page, `${BLOCK} input`);
  const requestAccess = await centreOf(page, `${BLOCK} button`);
  await page.touchscreen.tap(blockEmail.x, blockEmail.y);
  await fill(page, ["gh@navy.mil"]);
  await page.touchscreen.tap(requestAccess.x, requestAccess.y);
  // The card opens in the block's place, scrolls itself into view and focuses Full Name.
  await page.waitForFunction((card) => document.activeElement?.matches(`${card} input[name="name"]`), CLOSING_CARD);
  await page.waitForFunction(
    () => {
      const still = window.__scrolledTo === scrollY;
      window.__scrolledTo = scrollY;
      return still;
    },
    null,
    { polling: 100 },
  );
  await pause(READ_MS);
  const cardSubmit = await centreOf(page, `${CLOSING_CARD} button[type="submit"]`);
  await fill(page, ["Grace Hopper", "", "Navy"]);
  await page.touchscreen.tap(cardSubmit.x, cardSubmit.y);
  await page.locator(`${CLOSING_CARD} [data-waitlist-thanks]`).waitFor({ state: "visible" });
}

/** Book Demo in the header, once the window is wide enough for it (the dialog opens a second time). */
async function desktopJourney(page) {
  await page.setViewportSize(DESKTOP);
  await settle(page);
  await pause(READ_MS);
  const bookDemo = await centreOf(page, "header nav a[data-opens-demo]");
  await page.mouse.click(bookDemo.x, bookDemo.y);
  await page.locator("#demo-dialog[open]").waitFor();
}

/** On /sample at 375 px, once the verifier has said verified: one-press changes, the originals back, an edit. */
async function sampleJourney(page) {
  const verdict = (state) => page.locator(`${VERIFIER} [data-verdict][data-verified="${state}"]`).waitFor();
  await verdict("true");
  await page.locator(`${VERIFIER} [data-tamper]`).scrollIntoViewIfNeeded();
  await settle(page);
  await pause(READ_MS);
  const [decision, restore, rewrite] = [
    await centreOf(page, `${VERIFIER} [data-change="decision"]`),
    await centreOf(page, `${VERIFIER} [data-action=restore]`),
    await centreOf(page, `${VERIFIER} [data-change="rewrite"]`),
  ];
  for (const [tap, after] of [
    [decision, "false"],
    [restore, "true"],
    [rewrite, "false"],
    [restore, "true"],
  ]) {
    await page.touchscreen.tap(tap.x, tap.y);
    await verdict(after);
    await pause(READ_MS);
  }
  await page.locator("[data-records] textarea").first().scrollIntoViewIfNeeded();
  await pause(READ_MS);
  const field = await centreOf(page, "[data-records] textarea");
  await page.touchscreen.tap(field.x, field.y);
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" x");
  await verdict("false");
}

/** The interactions the observer kept on the page now, and the steps it saw. */
const collected = (page) =>
  page.evaluate(() => ({ interactions: window.__interactions(), seen: [...window.__stepsSeen] }));

/** One visitor in a fresh context: every interaction with an event of 16 ms or more, and the steps taken. */
export async function measureInteractions(browser, origin, cpuSlowdown) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  context.setDefaultTimeout(20_000);
  try {
    // Nothing leaves the machine; the waitlist service takes every sign-up.
    await context.route(
      (url) => !url.href.startsWith(origin),
      (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 204 }) : route.abort("blockedbyclient"),
    );
    await context.addInitScript(observeInteractions, INTERACTION_STEPS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${origin}/`, { waitUntil: "load" });
    // The brand face's swap lays the page out again; a visitor's first tap comes just after.
    await page.evaluate(() => document.fonts.ready);
    await settle(page);
    await pause(READ_MS);
    await phoneJourney(page);
    await desktopJourney(page);
    await pause(READ_MS);
    await settle(page);
    const home = await collected(page);
    // /sample is a page of its own: the observer starts again there.
    await page.setViewportSize(PHONE);
    await page.goto(`${origin}/sample`, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    await sampleJourney(page);
    await settle(page);
    const sample = await collected(page);
    return { interactions: [...home.interactions, ...sample.interactions], seen: [...home.seen, ...sample.seen] };
  } finally {
    await context.close();
  }
}
