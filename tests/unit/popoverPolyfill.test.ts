// @vitest-environment jsdom
// jsdom has no popovers, as Safari before 17: the phone menu's markup must still work there.
import { loadPopoverPolyfill } from "../../src/components/header/loadPopoverPolyfill";

const MENU = `
  <header>
    <button type="button" popovertarget="mobile-menu" aria-controls="mobile-menu">Menu</button>
    <nav id="mobile-menu" popover="auto"><a href="#book-demo">Book Demo</a></nav>
  </header>
  <main><h1>Page</h1></main>`;

describe("the phone menu in a browser without popovers", () => {
  it("loadPopoverPolyfill fetches the polyfill only where popovers are missing", () => {
    expect("popover" in HTMLElement.prototype).toBe(false);
    loadPopoverPolyfill("/_astro/popover.test.js");
    expect(document.head.querySelector('script[src="/_astro/popover.test.js"]')).not.toBeNull();

    document.head.innerHTML = "";
    Object.defineProperty(HTMLElement.prototype, "popover", { configurable: true, value: null });
    loadPopoverPolyfill("/_astro/popover.test.js");
    expect(document.head.querySelector("script")).toBeNull();
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).popover;
  });

  // A tap outside is the polyfill's only for trusted events; the early script (phoneMenu.ts) closes it too
  // (header.spec.ts checks that where the browser does not).
  it("with the polyfill, the button opens and closes the menu, and so does Escape", async () => {
    await import("@oddbird/popover-polyfill");
    document.body.innerHTML = MENU;
    const button = document.querySelector("button")!;
    const menu = document.getElementById("mobile-menu")!;

    button.click();
    expect(menu.matches(":popover-open")).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(menu.matches(":popover-open")).toBe(false);

    button.click();
    expect(menu.matches(":popover-open")).toBe(true);
    button.click();
    expect(menu.matches(":popover-open")).toBe(false);
  });
});
