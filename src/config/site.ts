import { resolveSiteConfig } from "./resolveSiteConfig";

/** The one place the site reads its environment; everything else imports `site`. */
export const site = resolveSiteConfig(import.meta.env);
