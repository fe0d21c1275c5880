import type { ClientDirective } from "astro";

/** What counts as reaching into the island: a press, focus (Tab, a tap on a field), a key, a submit. */
const INTERACTIONS = ["pointerdown", "focusin", "keydown", "submit"] as const;

export interface InteractionOptions {
  /** A localStorage key whose presence means the island has work to do at once (kept sign-ups to send). */
  orWhenStored?: string;
}

function isStored(key: string) {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * `client:interaction`: hydrates the island on the first interaction inside it, or when the
 * browser is idle if it holds `orWhenStored`. Listening on the document in the capture phase hears
 * a submit even when the page's early script has held it (holdEarlySubmits.ts stops it from
 * reaching anything below the document).
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    void load().then((hydrator) => hydrator());
  };
  const onInteraction = (event: Event) => {
    if (island.contains(event.target as Node)) hydrate();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  const { orWhenStored } = (options.value ?? {}) as InteractionOptions;
  if (!orWhenStored || !isStored(orWhenStored)) return;
  // As Astro's own client:idle does, with its fallback for Safari, which has no idle callbacks.
  if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 5_000 });
  else setTimeout(hydrate, 200);
};

export default hydrateOnInteraction;
