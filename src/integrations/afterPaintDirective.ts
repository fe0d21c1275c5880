import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Adds `client:afterpaint` (src/components/layout/hydrateAfterPaint.ts) for the islands that would use `client:idle`. */
export function afterPaintDirective(): AstroIntegration {
  return {
    name: "after-paint-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("../components/layout/hydrateAfterPaint.ts", import.meta.url)),
        });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
