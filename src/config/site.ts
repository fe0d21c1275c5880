import { resolveSiteConfig } from "./resolveSiteConfig";

/** The one place the site reads its environment; everything else imports `site`. */
export const site = resolveSiteConfig(import.meta.env);

/** Vercel's analytics scripts and the site's events exist only on deployments built there. */
export { builtOnVercel } from "./builtOnVercel";
