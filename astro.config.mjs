// @ts-check
import { defineConfig, fontProviders } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { loadEnv } from "vite";
import { contentSecurityPolicy } from "./src/config/contentSecurityPolicy.ts";
import { FONT_FILES, SANS_EXTENDED_RANGES, SANS_RANGES, SANS_WEIGHTS } from "./src/config/fontSubsets.ts";
import { resolveSiteConfig } from "./src/config/resolveSiteConfig.ts";
import clientInteraction from "./src/integrations/client-interaction/index.ts";
import cspMetaFirst from "./src/integrations/csp-meta-first/index.ts";

const env = loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "PUBLIC_");
const site = resolveSiteConfig(env);
const csp = contentSecurityPolicy(site);

export default defineConfig({
  site: site.siteUrl,
  // `/privacy/index.html`, so static hosts serve `/privacy` without a redirect.
  // Inline CSS: one round trip fewer before first paint (it is ~6 KB gzip).
  build: { format: "directory", inlineStylesheets: "always" },
  // One URL per page, as vercel.json serves it: /privacy, not /privacy/.
  trailingSlash: "never",
  // Collapses whitespace; Astro 7's default ("jsx") drops the line break between a word and a following link.
  compressHTML: true,
  integrations: [react(), sitemap(), clientInteraction(), cspMetaFirst()],
  // Sharp's default AVIF effort took 13.5 s of every cold build; this takes 2.1 s for smaller files (606c97f).
  image: { service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 2, quality: 46 } } } },
  // No Markdown here; Shiki's inline styles would only fight the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    // The analytics switch (src/env.d.ts) as a constant, so that a build
    // made anywhere but Vercel carries no analytics code at all.
    define: { __BUILT_ON_VERCEL__: JSON.stringify(process.env.VERCEL === "1") },
    // The analytics loader (about 5 KB, over Astro's 4 KB inlining limit) goes into the page
    // rather than a file: it checks the visitor's privacy signals first, and with those on
    // not even it is fetched. Everything else keeps the default limit.
    build: { assetsInlineLimit: (file) => (file.includes("AnalyticsScripts.astro") ? true : undefined) },
  },
  // Self-hosted, cut to the characters and weights the site uses (scripts/subset-fonts.mjs).
  fonts: [
    // `swap` (the default): the brand face shows once it has arrived, even on a slow first visit,
    // in place of a metric-matched fallback. The first variant is fetched after the first paint
    // (SansFont.astro); the second covers the rest of Latin, fetched only by a page that shows one of its characters.
    {
      provider: fontProviders.local(),
      name: "IBM Plex Sans",
      cssVariable: "--font-plex-sans",
      fallbacks: ["Arial", "sans-serif"],
      options: {
        variants: [
          {
            src: [`./${FONT_FILES.sans}`],
            weight: SANS_WEIGHTS,
            style: "normal",
            unicodeRange: [SANS_RANGES],
          },
          {
            src: [`./${FONT_FILES.sansExtended}`],
            weight: SANS_WEIGHTS,
            style: "normal",
            unicodeRange: [SANS_EXTENDED_RANGES],
          },
        ],
      },
    },
  ],
  security: {
    csp: {
      directives: [...csp.directives],
      // The inline <head> script Astro does not bundle adds its own hash (EarlyScripts.astro).
      scriptDirective: { resources: csp.scriptResources },
      styleDirective: { resources: [...csp.styleResources] },
    },
  },
});
