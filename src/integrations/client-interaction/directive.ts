import type { ClientDirective } from "astro";
import { browserStorage, keptKeys } from "../../waitlist/store";

const INTERACTIONS = ["pointerdown", "focusin", "keydown", "submit"] as const;

/** `orWhenSignupsKept`: hydrate when the page is idle if this browser keeps sign-ups to send (src/waitlist/store.ts). */
export type InteractionOptions = { orWhenSignupsKept?: boolean };

function signupsKept() {
  try {
    return keptKeys(browserStorage()!).length > 0;
  } catch {
    return false;
  }
}

// Astro documents a directive's `(load, options, el)` only: `component-url` and `renderer-url` are <astro-island>'s own,
// read by tests/e2e/waitlistPage.ts's waitForIsland too, which fails the day they change.
/** The card's own modules are small and run now; React's client, the long task, is only fetched and compiled. */
function prepare(island: Element) {
  const component = island.getAttribute("component-url");
  const renderer = island.getAttribute("renderer-url");
  // Fetched in full now, the card still hydrates if the connection drops before the submit.
  if (component) import(/* @vite-ignore */ component).catch(() => undefined);
  if (renderer)
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: renderer }));
}

/**
 * Reaching into the island fetches its code; only a submit runs React, so no long task runs while the visitor types.
 * Capture phase on the document, after the head script's listener: a press it kept has its id by then.
 */
const clientInteraction: ClientDirective = (load, options, island) => {
  let prepared = false;
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    // A chunk that fails to load leaves a kept press to the head script's native post.
    load().then(
      (hydrator) => hydrator(),
      () => undefined,
    );
  };
  const onInteraction = (event: Event) => {
    if (!island.contains(event.target as Node)) return;
    if (event.type === "submit") return hydrate();
    if (prepared) return;
    prepared = true;
    prepare(island);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  // Pressed while the page was still arriving, before this listened.
  if (island.querySelector("form[data-signup-id]")) return hydrate();
  const { orWhenSignupsKept } = (options.value ?? {}) as InteractionOptions;
  if (!orWhenSignupsKept || !signupsKept()) return;
  // As Astro's client:idle, with its fallback for Safari.
  if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 5_000 });
  else setTimeout(hydrate, 200);
};

export default clientInteraction;
