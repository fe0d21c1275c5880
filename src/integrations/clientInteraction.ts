import type { ClientDirective } from "astro";

const INTERACTIONS = ["pointerdown", "focusin", "keydown", "submit"] as const;

/** `orWhenStored`: a localStorage key prefix whose presence means work to do at once (kept sign-ups). */
export type InteractionOptions = { orWhenStored?: string };

function isStored(prefix: string) {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(prefix));
  } catch {
    return false;
  }
}

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
 * Reaching into the island fetches its code; only a submit runs React, so no long task runs while the visitor
 * types. Capture phase on the document: it hears a submit the early script held (holdEarlySubmits.ts).
 */
const clientInteraction: ClientDirective = (load, options, island) => {
  let prepared = false;
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    // A chunk that fails to load leaves a held submit to the early script's fallback.
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
  // Submitted while the page was still arriving, before this listened.
  if (island.querySelector("[data-held-submit]")) return hydrate();
  const { orWhenStored } = (options.value ?? {}) as InteractionOptions;
  if (!orWhenStored || !isStored(orWhenStored)) return;
  // As Astro's client:idle, with its fallback for Safari.
  if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 5_000 });
  else setTimeout(hydrate, 200);
};

export default clientInteraction;

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | InteractionOptions;
  }
}
