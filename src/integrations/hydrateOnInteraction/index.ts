import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * Adds `client:interaction` (./directive.ts): an island that hydrates when the visitor first
 * reaches into it, for the hero's waitlist card, which is on a phone's first screen and works
 * as plain HTML until then. Astro's `client:visible` and `client:idle` would hydrate it during
 * the page load: React's download then starts before the first paint and its evaluation is the
 * page's longest task (measurements in the README, under `npm run perf`).
 */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: "hydrate-on-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./directive.ts", import.meta.url)),
        });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | import("./directive").InteractionOptions;
  }
}
