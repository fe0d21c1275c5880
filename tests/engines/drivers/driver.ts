/**
 * What the journeys need of a browser, the same for every engine: each driver (Firefox over
 * WebDriver BiDi, WebKit over WebDriver classic) is a thin adapter to this.
 */
export interface Viewport {
  width: number;
  height: number;
}

export interface Driver {
  /** e.g. "Firefox 153.7.0", "WebKitGTK 2.50.6". */
  readonly version: string;
  /** Loads the page at this size, waiting for its load event. */
  open(url: string, viewport: Viewport): Promise<void>;
  /** Runs `fn` in the page (self-contained: it is sent as source) and returns its result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A visitor's click on the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /** A visitor typing into the element matching `selector`. */
  type(selector: string, text: string): Promise<void>;
  /** A key pressed where focus is. */
  press(key: "Escape" | "Tab" | "Shift+Tab" | "Enter"): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Uncaught errors the page has thrown since it was opened, where the driver can hear them. */
  pageErrors(): string[];
  /** Content Security Policy violations on every page opened since the last call ("directive blocked-URI"). */
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

/** Run in a page, it keeps that page's CSP violations for `takeCspViolations`. */
export function recordCspViolations() {
  const page = window as unknown as { cspViolations?: string[] };
  if (page.cspViolations) return;
  const violations: string[] = (page.cspViolations = []);
  document.addEventListener("securitypolicyviolation", (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

/** Run in a page, it hands over the violations recorded there so far. */
export function takeCspViolations() {
  return ((window as unknown as { cspViolations?: string[] }).cspViolations ?? []).splice(0);
}
