import type { ClientDirective } from "astro";

/** What counts as reaching into the island: a press, focus (Tab, a tap on a field), a key, a submit. */
const INTERACTIONS = ["pointerdown", "focusin", "keydown", "submit"] as const;

/**
 * `client:interaction`: hydrates the island on the first interaction inside it. Listening on the
 * document in the capture phase hears a submit even when the page's early script has held it
 * (holdEarlySubmits.ts stops it from reaching anything below the document).
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const hydrate = (event: Event) => {
    if (!island.contains(event.target as Node)) return;
    for (const type of INTERACTIONS) document.removeEventListener(type, hydrate, true);
    void load().then((hydrator) => hydrator());
  };
  for (const type of INTERACTIONS) document.addEventListener(type, hydrate, true);
};

export default hydrateOnInteraction;
