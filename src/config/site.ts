import { resolveSiteConfig } from "./resolveSiteConfig";

/** The one place the site reads its environment; everything else imports `site`. */
export const site = resolveSiteConfig(import.meta.env);

/** Vercel's analytics scripts exist only on deployments built there. */
export const builtOnVercel = process.env.VERCEL === "1";
