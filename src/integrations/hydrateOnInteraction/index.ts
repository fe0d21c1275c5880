import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** `client:interaction`, for the hero's card: client:visible or client:idle would load React during the page load (README). */
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
