// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { loadEnv } from "vite";
import { resolveSiteConfig } from "./src/config/resolveSiteConfig.ts";
import { waitlistUrlWarning } from "./src/integrations/waitlistUrlWarning.ts";

const site = resolveSiteConfig(loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "PUBLIC_"));

export default defineConfig({
  site: site.siteUrl,
  // `/privacy/index.html`, so static hosts serve `/privacy` without a redirect.
  build: { format: "directory" },
  // Astro's compressor drops the line break between a word and a following link or
  // tag ("email us at<a>"); content editors should not have to know that.
  compressHTML: false,
  integrations: [react(), sitemap(), waitlistUrlWarning(site.waitlistUrl)],
  vite: { plugins: [tailwindcss()] },
});
