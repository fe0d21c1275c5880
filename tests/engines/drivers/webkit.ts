import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { recordCspViolations, takeCspViolations, type Driver, type Viewport } from "./driver.ts";

/** A toolbar-less WebKitGTK window: Debian's MiniBrowser cannot be narrower than 447 px. */
const NARROW_BROWSER = fileURLToPath(new URL("../webkit/narrow-browser.py", import.meta.url));
const KEYS = { Escape: ["\uE00C"], Tab: ["\uE004"], "Shift+Tab": ["\uE008", "\uE004"], Enter: ["\uE007"] } as const;
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/**
 * Debian's WebKitGTK (about Safari 26) over W3C WebDriver classic, with a small client of our
 * own: a dozen endpoints, where a WebDriver library would bring a framework. The display is
 * the one `xvfb-run` gives the process.
 */
export async function webkit(port: number): Promise<Driver> {
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(base + path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (value && typeof value === "object" && "error" in value && value.error)
      throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  }
  for (let tries = 0; ; tries++) {
    try {
      await call("GET", "/status");
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const session = await call<{ sessionId: string; capabilities: { browserVersion: string } }>("POST", "/session", {
    capabilities: {
      alwaysMatch: {
        browserName: "narrow-browser",
        "webkitgtk:browserOptions": { binary: "/usr/bin/python3", args: [NARROW_BROWSER, "--automation"] },
      },
    },
  });
  const at = (path: string) => `/session/${session.sessionId}${path}`;
  const find = (selector: string) =>
    call<Record<string, string>>("POST", at("/element"), { using: "css selector", value: selector }).then(
      (element) => element[ELEMENT]!,
    );
  const evaluate: Driver["evaluate"] = (fn, ...args) =>
    call("POST", at("/execute/async"), {
      // The last argument is WebDriver's callback; a promise's value is handed to it.
      script: `const done = arguments[arguments.length - 1];
          Promise.resolve((${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1))).then(done, (error) => done({ error: String(error) }));`,
      args,
    });
  const violations: string[] = [];
  const takeViolations = async () => violations.push(...(await evaluate(takeCspViolations).catch(() => [])));
  return {
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    async open(url: string, viewport: Viewport) {
      await takeViolations();
      await call("POST", at("/window/rect"), viewport);
      await call("POST", at("/url"), { url });
      // WebDriver classic has no script that runs before the page's own: recording starts at load.
      await evaluate(recordCspViolations);
    },
    evaluate,
    async click(selector: string) {
      // WebKitWebDriver's own scroll races its in-view check on a busy machine (click: "not interactable").
      await evaluate((query: string) => document.querySelector(query)?.scrollIntoView({ block: "center" }), selector);
      await call("POST", at(`/element/${await find(selector)}/click`), {});
    },
    async type(selector: string, text: string) {
      await call("POST", at(`/element/${await find(selector)}/value`), { text });
    },
    async press(key) {
      await call("POST", at("/actions"), {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [
              ...KEYS[key].map((value) => ({ type: "keyDown", value })),
              ...[...KEYS[key]].reverse().map((value) => ({ type: "keyUp", value })),
            ],
          },
        ],
      });
    },
    async screenshot(path: string) {
      writeFileSync(path, Buffer.from(await call<string>("GET", at("/screenshot")), "base64"));
    },
    // WebDriver classic reports no page errors; the journeys' checks of what hydrated stand in.
    pageErrors: () => [],
    async cspViolations() {
      await takeViolations();
      return violations.splice(0);
    },
    async close() {
      await call("DELETE", at("")).catch(() => undefined);
      driver.kill();
    },
  };
}
