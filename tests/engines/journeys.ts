import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";
import { UNBREAKABLE_PATHS } from "../e2e/unbreakablePaths.ts";
import { uniqueEmail } from "../e2e/waitlistCollector.ts";
import type { Driver, Viewport } from "./drivers/driver.ts";

// The main journeys, written once and run in every engine (run.ts). What only Chromium can
// emulate (reduced motion, no JavaScript, print) stays in the Playwright suite.

export interface JourneyContext {
  driver: Driver;
  site: string;
  /** The same site with every script answering 404, as a page open across a deploy finds it. */
  siteWithoutScripts: string;
  /** What the local collector stored for an email. */
  signupsFor: (email: string) => unknown[];
  /** How many sign-ups for an email reached the collector, stored or already stored. */
  postsFor: (email: string) => number;
  /** Where to save a screenshot for the closing note. */
  screenshotPath: (name: string) => string;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
// A function made of axe's source, so the driver sends it as a function to run, which the page's
// Content Security Policy allows, where an eval of the source in the page would be refused.
const injectAxe = new Function(
  readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
) as () => void;

class JourneyError extends Error {}

/** The sample's record ids, in order, from its events.jsonl. */
function eventIds(jsonl: string) {
  return jsonl
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line).event_id as string);
}

/** How light the screenshot is near the bottom-left corner, below the menu (255: white). */
async function lightnessBelowMenu(path: string) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const at = ((info.height - 12) * info.width + 12) * info.channels;
  return (data[at]! + data[at + 1]! + data[at + 2]!) / 3;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new JourneyError(message);
}

// A minute: a busy machine's WebKit took 40 s to lay out and hydrate the landing page.
const PAGE_WAIT_MS = 60_000;

/** Polls `probe` in the page until it returns true, or fails with `message` after PAGE_WAIT_MS. */
async function until<A extends unknown[]>(
  driver: Driver,
  probe: (...args: A) => boolean | string | Promise<boolean | string>,
  message: string,
  ...args: A
) {
  const end = Date.now() + PAGE_WAIT_MS;
  for (;;) {
    // A probe may say what is still missing instead of false.
    const result = await driver.evaluate(probe, ...args);
    if (result === true) return;
    check(Date.now() < end, typeof result === "string" ? `${message}: ${result}` : message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the page's finite animations (a fade, a transition) to end; an endless one (the cursor's blink) is left. */
async function animationsSettled(driver: Driver, message: string) {
  await until(
    driver,
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ) || "still animating",
    message,
  );
}

async function expectAxeClean(driver: Driver, where: string) {
  // Text mid-fade measures as lower contrast than it settles at.
  await animationsSettled(driver, `${where}: animations never settled`);
  if (!(await driver.evaluate(() => "axe" in window))) await driver.evaluate(injectAxe);
  const violations = await driver.evaluate(async () => {
    const axe = (
      window as unknown as { axe?: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> } }
    ).axe;
    if (!axe) return ["axe could not be injected"];
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map((violation) => violation.id);
  });
  check(violations.length === 0, `${where}: axe found ${violations.join(", ")}`);
}

/** Fills the hero's card as a visitor would and sends it. */
async function signUpInHeroCard(driver: Driver, email: string) {
  const field = (name: string) => `[data-waitlist-card="compact"] input[name="${name}"]`;
  await driver.type(field("name"), "Grace Hopper");
  await driver.type(field("email"), email);
  await driver.type(field("company"), "Navy");
  await driver.click('[data-waitlist-card="compact"] button[type="submit"]');
}

/**
 * Resolves once no page of the site has a sign-up to send: none kept, and no claim held or waited for (every send holds
 * one, src/waitlist/claim.ts). Nothing more can reach the collector then, however slow the machine.
 */
async function nothingLeftToSend(driver: Driver) {
  await until(
    driver,
    async () => {
      const kept = Object.keys(localStorage).filter((key) => key.startsWith("waitlist:unsent:")).length;
      const { held = [], pending = [] } = await navigator.locks.query();
      return (kept === 0 && held.length === 0 && pending.length === 0) || `${kept} kept, ${held.length} claims held`;
    },
    "sign-ups were left to send",
  );
}

/** Run in the page: a response for a URL ending in `path` brings `text` instead, from the next fetch on. */
function serveInstead(path: string, text: string) {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    return String(input).endsWith(path) ? new Response(text) : response;
  };
}

/** The verifier's verdict ("true", "false", "partial", "incomplete", or "" while none), its sentence, the summary's and
 * the log's rows by name (their data-ok), and each record's root row. */
function sampleVerdict() {
  const ok = (row: Element | null | undefined) => (row as HTMLElement | null)?.dataset.ok ?? "";
  const rows = (selector: string, key: string) =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>(selector)].map((row) => [row.dataset[key]!, ok(row)]),
    );
  return {
    verified: document.querySelector<HTMLElement>("[data-pack-verifier] [data-verdict]")?.dataset.verified ?? "",
    sentence: document.querySelector("[data-pack-verifier] [data-verdict-detail]")?.textContent ?? "",
    summary: rows("[data-pack-verifier] [data-check]", "check"),
    log: rows("[data-log-rows] [data-row]", "row"),
    roots: [...document.querySelectorAll('[data-records] > li [data-row="root"]')].map(ok),
    mode: document.querySelector<HTMLElement>("[data-pack-verifier]")?.dataset.mode ?? "",
  };
}

/** Waits until the verdict is settled and not `except`, then reads it. */
async function settledVerdict(driver: Driver, except = "") {
  await until(
    driver,
    (not: string) => {
      const verified = document.querySelector("[data-pack-verifier] [data-verdict]")?.getAttribute("data-verified");
      return (!!verified && verified !== not) || `verdict "${verified}"`;
    },
    "the verifier never gave a verdict",
    except,
  );
  return driver.evaluate(sampleVerdict);
}

/** Opens /sample and waits for its verdict; with one file served changed, checks again once it is served so. */
async function verifySample(driver: Driver, site: string, viewport: Viewport, changed?: [path: string, text: string]) {
  await driver.open(`${site}/sample`, viewport);
  const first = await settledVerdict(driver);
  if (!changed) return first;
  await driver.evaluate(serveInstead, ...changed);
  await driver.click("[data-pack-verifier] [data-action=check]");
  return settledVerdict(driver, "true");
}

/** Run in the page: the pack's files fetched as a reader downloads them, under the names VERIFY.txt's recipe uses,
 * changed or left out as asked, then dropped on the verifier's card or chosen with its file input. */
async function giveOwnFiles(how: "drop" | "choose", changes: Record<string, string | null>) {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[download][href^="/sample/"]')];
  // Downloaded once and kept, so that giving them again fetches nothing (the journey checks the page fetches nothing).
  const page = window as unknown as { downloaded?: Record<string, ArrayBuffer> };
  page.downloaded ??= Object.fromEntries(
    await Promise.all(links.map(async (link) => [link.href, await (await fetch(link.href)).arrayBuffer()] as const)),
  );
  const files = links
    .filter((link) => changes[link.getAttribute("href")!.slice(8)] !== null)
    .map(
      (link) => new File([changes[link.getAttribute("href")!.slice(8)] ?? page.downloaded![link.href]!], link.download),
    );
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const card = document.querySelector("[data-pack-verifier]")!;
  if (how === "drop")
    for (const type of ["dragenter", "dragover", "drop"])
      card.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  else {
    const input = card.querySelector<HTMLInputElement>("[data-files]")!;
    input.files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }
  return files.length;
}

export const JOURNEYS: { name: string; run: (context: JourneyContext) => Promise<void> }[] = [
  {
    name: "the landing page reads, and its islands hydrate without a page error",
    async run({ driver, site }) {
      await driver.open(`${site}/`, DESKTOP);
      check(
        await driver.evaluate(() => (document.querySelector("h1")?.textContent ?? "").trim().length > 0),
        "no headline",
      );
      // The brand face is fetched by script after the first paint (SansFont.astro), in every engine.
      await until(
        driver,
        () => {
          const family = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.replace(/"/g, "");
          return [...document.fonts].some(
            (face) => face.family.replace(/"/g, "") === family && face.status === "loaded",
          );
        },
        "the headline's brand face never loaded",
      );
      const ids = await driver.evaluate(() => [...document.querySelectorAll("main > section[id]")].map((s) => s.id));
      for (const id of ["providers-section", "features-section", "waitlist-section"])
        check(ids.includes(id), `no #${id}`);
      // Scroll down as a reader would, stopping at each island that hydrates when seen until it
      // has (a slow engine may take more than a frame to lay a section out), then reach into the
      // hero's card. The one that waits to be opened (the dialog's calendar) stays.
      const seen = await driver.evaluate(() =>
        [...document.querySelectorAll('astro-island[client="visible"]')]
          .filter((island) => !island.closest("dialog"))
          .map((island) => island.getAttribute("component-url")!),
      );
      for (const url of seen) {
        await driver.evaluate((componentUrl: string) => {
          const island = document.querySelector(`astro-island[component-url="${componentUrl}"]`);
          island?.firstElementChild?.scrollIntoView({ block: "center" });
        }, url);
        await until(
          driver,
          (componentUrl: string) => !document.querySelector(`astro-island[component-url="${componentUrl}"][ssr]`),
          `${url} did not hydrate when scrolled into view`,
          url,
        );
      }
      await driver.evaluate(() => window.scrollTo(0, 0));
      await until(
        driver,
        () => {
          // The hero's card hydrates on its first submit (the sign-up journeys); the dialog's when opened.
          const waiting = [...document.querySelectorAll('astro-island[ssr]:not([client="interaction"])')].filter(
            (island) => !island.closest("dialog"),
          );
          return waiting.length === 0 || waiting.map((island) => island.getAttribute("component-url")).join(", ");
        },
        "some islands never hydrated",
      );
      check(driver.pageErrors().length === 0, `page errors: ${driver.pageErrors().join("; ")}`);
      await expectAxeClean(driver, "/");
    },
  },
  {
    name: "the phone menu opens and closes at 375 px",
    async run({ driver, site, screenshotPath }) {
      await driver.open(`${site}/`, PHONE);
      check(await driver.evaluate(() => innerWidth === 375), "the window is not 375 px wide");
      const menuShown = () => {
        const menu = document.getElementById("mobile-menu")!;
        return menu.getBoundingClientRect().height > 0 && getComputedStyle(menu).visibility !== "hidden";
      };
      check(!(await driver.evaluate(menuShown)), "the menu shows before it is opened");
      await driver.screenshot(screenshotPath("menu-closed"));
      const undimmed = await lightnessBelowMenu(screenshotPath("menu-closed"));
      await driver.click('button[popovertarget="mobile-menu"]');
      await until(driver, menuShown, "the menu did not open");
      const links = await driver.evaluate(() =>
        [...document.querySelectorAll("#mobile-menu a")].map((link) => link.getAttribute("href")),
      );
      check(
        links.some((href) => href?.startsWith("http")) && links.includes("#book-demo"),
        "Docs or Book Demo missing",
      );
      // Let the dimming settle, then keep the picture.
      await animationsSettled(driver, "the menu's opening never settled");
      await driver.screenshot(screenshotPath("menu-open"));
      // The page below the open menu is dimmed (WebKit once drew no such layer).
      const dimmed = await lightnessBelowMenu(screenshotPath("menu-open"));
      check(undimmed - dimmed > 40, `the page below the open menu is not dimmed (${undimmed} -> ${dimmed})`);
      await driver.press("Escape");
      await until(
        driver,
        () => document.getElementById("mobile-menu")!.getBoundingClientRect().height === 0,
        "Escape left the menu open",
      );
      await driver.click('button[popovertarget="mobile-menu"]');
      await until(driver, menuShown, "the menu did not open again");
      await driver.click('button[popovertarget="mobile-menu"]');
      await until(
        driver,
        () => document.getElementById("mobile-menu")!.getBoundingClientRect().height === 0,
        "the button left the menu open",
      );
    },
  },
  {
    name: "Book Demo opens the modal dialog with the provider's calendar; from inside it, Shift+Tab then Escape, or Tab then the Close after it, closes it",
    async run({ driver, site }) {
      const openDialog = async () => {
        await driver.click('header nav a[data-opens-demo="header"]');
        await until(
          driver,
          () => (document.getElementById("demo-dialog") as HTMLDialogElement).open,
          "the dialog did not open",
        );
      };
      const closedBackToBookDemo = async (how: string) => {
        await until(
          driver,
          () => !(document.getElementById("demo-dialog") as HTMLDialogElement).open,
          `${how} left the dialog open`,
        );
        check(
          await driver.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.opensDemo === "header"),
          `after ${how}, focus did not return to Book Demo`,
        );
      };
      const focused = (query: string) =>
        driver.evaluate((q: string) => document.activeElement?.matches(q) ?? false, query);
      // Escape inside the provider's frame is the frame's in every engine, and its embed passes nothing on
      // (the dialog's hint and the accessibility statement): the ways out are Shift+Tab, or Tab to the Close after it.
      const ownLinkBeforeCalendar = "#demo-dialog a[href^='http']";
      const enterCalendar = async () => {
        await driver.evaluate(
          (query: string) => document.querySelector<HTMLElement>(query)!.focus(),
          ownLinkBeforeCalendar,
        );
        await driver.press("Tab");
        check(await focused("#demo-dialog iframe"), "Tab did not reach the calendar");
      };

      await driver.open(`${site}/`, DESKTOP);
      await openDialog();
      check(await driver.evaluate(() => location.hash === ""), "the link's #book-demo was followed");
      check(
        await driver.evaluate(() => document.activeElement?.closest("dialog")?.id === "demo-dialog"),
        "focus is not in the dialog",
      );
      await until(
        driver,
        () =>
          document.querySelector("#demo-dialog iframe") !== null &&
          !document.querySelector("#demo-dialog [role=status]"),
        "the provider's calendar never came",
      );
      await enterCalendar();
      await driver.press("Shift+Tab");
      check(await focused(ownLinkBeforeCalendar), "Shift+Tab did not leave the calendar for the dialog's own link");
      await driver.press("Escape");
      await closedBackToBookDemo("Escape");

      await openDialog();
      await enterCalendar();
      await driver.press("Escape");
      await new Promise((resolve) => setTimeout(resolve, 300));
      check(
        await driver.evaluate(() => (document.getElementById("demo-dialog") as HTMLDialogElement).open),
        "Escape inside the calendar closed the dialog: the hint and the accessibility statement say it does not",
      );
      // Judged where focus lands in the site's own markup, never past it: over WebDriver BiDi, Firefox still reports
      // focus in the cross-origin frame once it has gone on to the browser's toolbar (issue 51), as real keys do not.
      await driver.press("Tab");
      check(
        await driver.evaluate(() => {
          const active = document.activeElement;
          const frame = document.querySelector("#demo-dialog iframe");
          return (
            !!active?.matches("#demo-dialog form[method=dialog] button") &&
            !!frame &&
            !!(frame.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        }),
        "Tab from the calendar did not reach the Close after it",
      );
      await driver.press("Enter");
      await closedBackToBookDemo("the Close after the calendar");
    },
  },
  {
    name: "the open Book Demo dialog, with the provider's calendar in it, passes axe at 1280 and 375 px",
    async run({ driver, site, screenshotPath }) {
      for (const [viewport, bookDemo] of [
        [DESKTOP, 'header nav a[data-opens-demo="header"]'],
        [PHONE, '#mobile-menu a[data-opens-demo="menu"]'],
      ] as const) {
        await driver.open(`${site}/`, viewport);
        if (viewport === PHONE) await driver.click('button[popovertarget="mobile-menu"]');
        await driver.click(bookDemo);
        await until(
          driver,
          () =>
            (document.getElementById("demo-dialog") as HTMLDialogElement).open &&
            document.querySelector("#demo-dialog iframe") !== null &&
            !document.querySelector("#demo-dialog [role=status]"),
          `at ${viewport.width} px the dialog's calendar never came`,
        );
        // Its entrance fade would read as low contrast mid-way, and picture a half-drawn dialog.
        await until(
          driver,
          () => document.getAnimations().every((animation) => animation.playState !== "running"),
          "the dialog's entrance never ended",
        );
        // WebKitGTK under Xvfb pictures a window wider than the phone as black: the phone's picture is the one to keep.
        await driver.screenshot(screenshotPath(`demo-dialog-${viewport.width}`));
        await expectAxeClean(driver, `the open dialog at ${viewport.width} px`);
      }
    },
  },
  {
    name: "with the page's scripts gone (404), a sign-up reaches the collector once, with its id, and the service thanks",
    async run({ driver, siteWithoutScripts, signupsFor }) {
      const email = uniqueEmail("engines.gone");
      await driver.open(`${siteWithoutScripts}/`, DESKTOP);
      await signUpInHeroCard(driver, email);
      // The kept press is posted natively after 3 s without its island; the page then navigates to the service's answer.
      const end = Date.now() + PAGE_WAIT_MS;
      const thanked = () => (document.querySelector("h1")?.textContent ?? "") === "You're on the waitlist!";
      while (!(await driver.evaluate(thanked).catch(() => false)) && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 200));
      check(await driver.evaluate(thanked), "the service's thank-you never showed");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      check(signupsFor(email).length === 1, `the collector has ${signupsFor(email).length} copies`);
      check(typeof (signupsFor(email)[0] as { id?: unknown }).id === "string", "the native post carried no signup_id");
    },
  },
  {
    name: "a sign-up reaches the collector exactly once, and the thank-you shows",
    async run({ driver, site, postsFor }) {
      const email = uniqueEmail("engines");
      await driver.open(`${site}/`, DESKTOP);
      await signUpInHeroCard(driver, email);
      await until(
        driver,
        () => {
          const thanks = document.querySelector('[data-waitlist-card="compact"] [data-waitlist-thanks]');
          return !!thanks && getComputedStyle(thanks).visibility === "visible";
        },
        "the thank-you never showed",
      );
      await nothingLeftToSend(driver);
      check(postsFor(email) === 1, `the collector got ${postsFor(email)} POSTs`);
    },
  },
  {
    name: "two tabs pressing at the same moment: each sign-up reaches the service once, sent by one tab",
    async run({ driver, site, postsFor }) {
      const emails = [uniqueEmail("engines.tab-a"), uniqueEmail("engines.tab-b")];
      await driver.open(`${site}/`, DESKTOP);
      // A second tab of the site, opened by a click as a visitor's would be; same origin, so this one can reach into it.
      await driver.evaluate(() => {
        const opener = Object.assign(document.createElement("button"), { id: "open-second-tab", textContent: "Tab" });
        opener.addEventListener("click", () => Object.assign(window, { secondTab: window.open(location.href) }));
        // Above everything, mid-window: WebKitWebDriver's clicks near the window's edge under Xvfb land nowhere.
        Object.assign(opener.style, { position: "fixed", left: "50%", top: "50%", zIndex: "2147483647" });
        document.body.append(opener);
      });
      await driver.click("#open-second-tab");
      // Each script below finds both tabs from either one: WebKit once ran one of them in the second tab.
      await until(
        driver,
        () => {
          const first: Window = window.opener ?? window;
          const second = (first as unknown as { secondTab?: Window | null }).secondTab;
          // Not its first about:blank, which is complete at once.
          const loaded = second?.location.href === first.location.href && second.document.readyState === "complete";
          return loaded || "the second tab is still loading";
        },
        "the second tab never loaded",
      );
      // Both cards filled, then pressed in one task: the closest two tabs' presses can be.
      const pressed = await driver.evaluate((addresses: string[]) => {
        const first: Window = window.opener ?? window;
        const second = (first as unknown as { secondTab: Window }).secondTab;
        const forms = [first.document, second.document].map((page) =>
          page.querySelector<HTMLFormElement>('[data-waitlist-card="compact"] form')!,
        );
        forms.forEach((form, n) => {
          for (const [name, value] of [
            ["name", `Tab ${n}`],
            ["email", addresses[n]!],
            ["company", "Co"],
          ])
            form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value!;
        });
        for (const form of forms) form.querySelector("button")!.click();
        return forms.map((form) => form.getAttribute("aria-busy"));
      }, emails);
      check(pressed.join() === "true,true", `the presses were not taken (${pressed.join()})`);
      await until(
        driver,
        () => {
          const first: Window = window.opener ?? window;
          const second = (first as unknown as { secondTab: Window }).secondTab;
          const thanked = [first.document, second.document].map((page) => {
            const thanks = page.querySelector('[data-waitlist-card="compact"] [data-waitlist-thanks]');
            return !!thanks && page.defaultView!.getComputedStyle(thanks).visibility === "visible";
          });
          return thanked.every(Boolean) || `thanked: ${thanked.join()}`;
        },
        "a tab never thanked",
      );
      await nothingLeftToSend(driver);
      // Closed from the first tab only: a WebDriver session whose current tab closed could drive nothing after.
      await driver.evaluate(() => {
        if (!window.opener) (window as unknown as { secondTab: Window }).secondTab.close();
      });
      const posts = emails.map(postsFor);
      check(posts.join() === "1,1", `POSTs per sign-up: ${posts.join()}`);
    },
  },
  {
    name: "/privacy, the trust pages and the 404 page read, and axe finds nothing there",
    async run({ driver, site }) {
      await driver.open(`${site}/privacy`, DESKTOP);
      check(
        await driver.evaluate(() => document.querySelectorAll("main section[aria-labelledby]").length >= 8),
        "/privacy lost its sections",
      );
      await expectAxeClean(driver, "/privacy");
      // The accessibility statement says every page is checked in these engines too.
      for (const path of ["/security", "/accessibility"]) {
        await driver.open(`${site}${path}`, DESKTOP);
        check(await driver.evaluate(() => document.querySelector("main h1") !== null), `${path} has no heading`);
        await expectAxeClean(driver, path);
      }
      await driver.open(`${site}/no-such-page`, DESKTOP);
      check(
        await driver.evaluate(() =>
          (document.querySelector("[data-missing-path]")?.textContent ?? "").includes("no-such-page"),
        ),
        "the 404 page does not name the address",
      );
      await expectAxeClean(driver, "the 404 page");
    },
  },
  {
    name: "the 404 page stays inside a 375 px phone for paths no line break can split",
    async run({ driver, site }) {
      for (const [kind, path] of Object.entries(UNBREAKABLE_PATHS)) {
        await driver.open(`${site}/${encodeURIComponent(path)}`, PHONE);
        await until(
          driver,
          () => {
            const shown = document.querySelector("[data-missing-path]")!;
            if (shown.textContent === "this address") return "the path is not shown yet";
            const widest = Math.max(document.documentElement.scrollWidth, shown.getBoundingClientRect().right);
            return widest <= window.innerWidth || `${widest} px wide in ${window.innerWidth}`;
          },
          `the 404 page for ${kind} is wider than the phone`,
        );
      }
    },
  },
  {
    name: "/sample: the card beside the intro says verified; each one-press change is named, a deleted record keeps its place, the originals verify again, and a 10 MB drop into a record is refused",
    async run({ driver, site }) {
      const intact = await verifySample(driver, site, DESKTOP);
      check(intact.verified === "true", `the intact pack: ${intact.verified}`);
      const summary = Object.entries(intact.summary).filter(([name]) => name !== "anchored");
      check(
        summary.length === 6 && summary.every(([, ok]) => ok === "true"),
        `summary: ${JSON.stringify(intact.summary)}`,
      );
      check(intact.summary.anchored === "", "not anchored reads as checked");
      const inView = await driver.evaluate(() =>
        ["[data-verdict]", "[data-tamper]"].every((part) => {
          const { top, bottom } = document.querySelector(`[data-pack-verifier] ${part}`)!.getBoundingClientRect();
          return top >= 0 && bottom <= innerHeight;
        }),
      );
      check(inView, "the verdict and the one-press changes are not in the first screen at 1280 px");
      const ids = await driver.evaluate(() =>
        [...document.querySelectorAll("[data-records] > li [data-body] [data-event]")].map(
          (code) => code.textContent ?? "",
        ),
      );
      for (const [press, named] of [
        ["decision", 2],
        ["consent", 1],
        ["remove", 3],
      ] as const) {
        await driver.click(`[data-pack-verifier] [data-change="${press}"]`);
        const changed = await settledVerdict(driver, "true");
        check(changed.verified === "false", `${press}: ${changed.verified}`);
        check(changed.sentence.includes(ids[named]!), `${press} did not name ${ids[named]}: ${changed.sentence}`);
      }
      // The deleted record is a marked row in its place; the one after keeps its number.
      const kept = await driver.evaluate(() => {
        const item = (n: number) => document.querySelector(`[data-records] > [data-record="${n}"]`);
        return {
          ghost: !(item(4)?.querySelector("[data-ghost]") as HTMLElement | null)?.hidden,
          fifth: item(5)?.querySelector("[data-body] [data-event]")?.textContent ?? "",
        };
      });
      check(kept.ghost && kept.fifth === ids[4], `the deleted record's place: ${JSON.stringify(kept)}`);
      // Typed in a record as a reader would (the engines' WebDriver typing only appends or replaces whole).
      await driver.click("[data-pack-verifier] [data-action=restore]");
      check((await settledVerdict(driver, "false")).verified === "true", "the originals did not verify again");
      await driver.evaluate(() => {
        const field = document.querySelector('[data-record="2"] textarea') as HTMLTextAreaElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
        setValue.call(field, field.value.replace(/"purpose": "[^"]*"/, '"purpose": "changed"'));
        field.dispatchEvent(new Event("input", { bubbles: true }));
      });
      const typed = await settledVerdict(driver, "true");
      check(typed.sentence.includes(ids[1]!), `the edited record was not named: ${typed.sentence}`);
      // 10 MB dropped or inserted into a record is refused before it goes in (WebKit once took a minute to insert it).
      const refused = await driver.evaluate(() => {
        const field = document.querySelector('[data-record="3"] textarea') as HTMLTextAreaElement;
        const big = "x".repeat(10_000_000);
        const transfer = new DataTransfer();
        transfer.setData("text/plain", big);
        return [
          new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
          new InputEvent("beforeinput", { inputType: "insertText", data: big, bubbles: true, cancelable: true }),
        ].map((event) => !field.dispatchEvent(event) && field.validationMessage !== "");
      });
      check(refused.every(Boolean), `a 10 MB drop or insert was let in: ${refused}`);
      check(driver.pageErrors().length === 0, `page errors: ${driver.pageErrors().join("; ")}`);
      await expectAxeClean(driver, "/sample");
    },
  },
  {
    name: "/sample at 375 px: the card follows the intro with its verdict and controls in one screen; a bar keeps the verdict among the records",
    async run({ driver, site }) {
      const intact = await verifySample(driver, site, PHONE);
      check(intact.verified === "true", `the intact pack: ${intact.verified}`);
      const layout = await driver.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const verdict = document.querySelector("[data-pack-verifier] [data-verdict]")!;
        verdict.scrollIntoView({ block: "start" });
        scrollBy(0, -80);
        const [top, bottom] = [
          box("[data-pack-verifier] [data-verdict]").top,
          box("[data-pack-verifier] [data-tamper]").bottom,
        ];
        return {
          after: box("[data-pack-verifier]").top > box("main header").bottom,
          oneScreen: top >= 0 && bottom <= innerHeight,
        };
      });
      check(layout.after && layout.oneScreen, `at 375 px: ${JSON.stringify(layout)}`);
      await driver.evaluate(() =>
        document.querySelector('[data-records] > [data-record="3"] [data-rows]')!.scrollIntoView(),
      );
      await until(
        driver,
        () => {
          const bar = document.querySelector("[data-verifier-bar]")!;
          return (
            (getComputedStyle(bar).visibility === "visible" && bar.getAttribute("data-verified") === "true") || "no bar"
          );
        },
        "the bar never showed the verdict among the records",
      );
      await expectAxeClean(driver, "/sample at 375 px");
    },
  },
  {
    name: "/sample: both checkpoints' signatures, the consistency and every proof check out; a changed checkpoint, consistency proof or proof for another record fails, a damaged consistency proof reads unreadable, and a rewritten history fails",
    async run({ driver, site }) {
      const text = async (path: string) => (await fetch(`${site}/sample/${path}`)).text();
      const intact = await verifySample(driver, site, DESKTOP);
      check(intact.verified === "true", `the intact pack is not verified (${intact.verified})`);
      check(intact.log.signed === "true" && intact.roots.every((ok) => ok === "true"), "a signature or proof failed");
      check(intact.log.grew === "true", "the consistency proof failed");

      // One hash of the consistency proof changed: only the consistency fails.
      const consistency = await text("log/consistency/3-5");
      const flipped = consistency.replace(
        /^(old \d+\n)(.)/,
        (_, head: string, c: string) => head + (c === "A" ? "B" : "A"),
      );
      const bent = await verifySample(driver, site, DESKTOP, ["/sample/log/consistency/3-5", flipped]);
      check(bent.verified === "false" && bent.log.grew === "false", "a changed consistency proof held");
      check(
        bent.log.signed === "true" && bent.roots.every((ok) => ok === "true"),
        "a signature or proof failed with it",
      );

      // A hash dropped from it: unreadable, which names the file, never the rewrite.
      const [head, ...rest] = consistency.split("\n");
      const damaged = await verifySample(driver, site, DESKTOP, [
        "/sample/log/consistency/3-5",
        [head, ...rest.slice(1)].join("\n"),
      ]);
      check(
        damaged.verified === "false" && damaged.sentence.includes("log/consistency/3-5"),
        `damaged: ${damaged.sentence}`,
      );

      // The log rewrites record 3 and signs the new history with its own (published) key: its signature
      // verifies, the consistency with the witnessed older checkpoint does not.
      await verifySample(driver, site, DESKTOP);
      await driver.click('[data-pack-verifier] [data-change="rewrite"]');
      const rewritten = await settledVerdict(driver, "true");
      check(rewritten.log.signed === "true", `the rewritten checkpoint's log signature: ${rewritten.log.signed}`);
      check(
        rewritten.log.grew === "false" && rewritten.log.cosigned === "false",
        "the rewritten history was consistent or cosigned",
      );
      check(rewritten.sentence !== damaged.sentence, "the rewrite reads as a damaged proof");

      // The checkpoint's root changed after it was signed: the signature fails, and every proof against it.
      const checkpoint = await text("log/checkpoint");
      const changed = checkpoint.replace(
        /^(.*\n.*\n)(.)/,
        (_, top: string, first: string) => top + (first === "A" ? "B" : "A"),
      );
      const resigned = await verifySample(driver, site, DESKTOP, ["/sample/log/checkpoint", changed]);
      check(
        resigned.verified === "false" && resigned.log.signed === "false",
        "a changed checkpoint passed its signature",
      );
      check(
        resigned.roots.every((ok) => ok === "false"),
        "a proof held against a changed checkpoint",
      );

      // Record 1's proof served for record 2: record 2's proof fails, the others and the signature hold.
      const ids = eventIds(await text("events.jsonl"));
      const swapped = await verifySample(driver, site, DESKTOP, [
        `/proofs/${ids[1]}.tlog-proof`,
        await text(`proofs/${ids[0]}.tlog-proof`),
      ]);
      check(
        swapped.verified === "false" && swapped.log.signed === "true",
        "a proof for another record did not fail alone",
      );
      check(
        swapped.roots.join() === ["true", "false", ...ids.slice(2).map(() => "true")].join(),
        `roots: ${swapped.roots}`,
      );
      check(driver.pageErrors().length === 0, `page errors: ${driver.pageErrors().join("; ")}`);
    },
  },
  {
    name: "/sample: the reader's own files, dropped or chosen: unchanged they verify; one byte of a record changed names it; a file missing is named; nothing is fetched",
    async run({ driver, site }) {
      await verifySample(driver, site, DESKTOP);
      const own = async (how: "drop" | "choose", changes: Record<string, string | null> = {}) => {
        const given = await driver.evaluate(giveOwnFiles, how, changes);
        check(given > 10, `only ${given} files were given`);
        return settledVerdict(driver);
      };
      const dropped = await own("drop");
      check(
        dropped.mode === "own" && dropped.verified === "true",
        `the dropped files: ${dropped.mode} ${dropped.verified}`,
      );
      // From here on, nothing may be fetched: the reader's files are read in the page.
      await driver.evaluate(() => {
        (window as unknown as { fetched: string[] }).fetched = [];
        const original = window.fetch;
        window.fetch = (input, init) => {
          (window as unknown as { fetched: string[] }).fetched.push(String(input));
          return original(input, init);
        };
      });
      const events = await (await fetch(`${site}/sample/events.jsonl`)).text();
      const ids = eventIds(events);
      const byte = await own("choose", { "events.jsonl": events.replace('"seq":2,', '"seq":7,') });
      check(
        byte.verified === "false" && byte.sentence.includes(ids[1]!),
        `one byte changed: ${byte.verified} ${byte.sentence}`,
      );
      const missing = await own("drop", { "log/consistency/3-5": null });
      check(
        missing.verified === "incomplete" && missing.sentence.includes("consistency-3-5.txt"),
        `missing: ${missing.sentence}`,
      );
      check(
        (await driver.evaluate(() => (window as unknown as { fetched: string[] }).fetched.length)) === 0,
        "a file was fetched",
      );
      check(driver.pageErrors().length === 0, `page errors: ${driver.pageErrors().join("; ")}`);
      await expectAxeClean(driver, "/sample with the reader's files");
    },
  },
];
