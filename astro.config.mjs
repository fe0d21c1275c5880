// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { loadEnv } from "vite";
import { contentSecurityPolicy } from "./src/config/contentSecurityPolicy.ts";
import { resolveSiteConfig } from "./src/config/resolveSiteConfig.ts";
import { waitlistUrlGuard } from "./src/integrations/waitlistUrlGuard.ts";

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
  // Astro's compressor drops the line break between a word and a following link or
  // tag ("email us at<a>"); content editors should not have to know that.
  compressHTML: false,
  integrations: [react(), sitemap(), waitlistUrlGuard({ ...env, VERCEL: process.env.VERCEL }, site.waitlistUrl)],
  // No Markdown here; Shiki's inline styles would only fight the CSP.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
  security: {
    csp: {
      directives: csp.directives,
      scriptDirective: { resources: csp.scriptResources },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
