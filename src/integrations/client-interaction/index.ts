import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import type { InteractionOptions } from "./directive";

/** `client:interaction`: an island that loads React only when the visitor reaches into it (directive.ts). */
export default function clientInteraction(): AstroIntegration {
  return {
    name: "client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) =>
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./directive.ts", import.meta.url)),
        }),
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | InteractionOptions;
  }
}
