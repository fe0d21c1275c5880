import type { AstroIntegration } from "astro";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cspMetaFirst } from "./cspMetaFirst";

/** Moves each built page's CSP <meta> ahead of what it governs: why, in docs/security.md, "Content Security Policy". */
export default function cspMetaFirstIntegration(): AstroIntegration {
  return {
    name: "csp-meta-first",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
          if (!file.endsWith(".html")) continue;
          const path = join(root, file);
          const html = readFileSync(path, "utf8");
          const moved = cspMetaFirst(html);
          if (moved !== html) writeFileSync(path, moved);
        }
      },
    },
  };
}
