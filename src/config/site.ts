import { resolveSiteConfig } from "./resolveSiteConfig";

/** The one place the site reads its environment; everything else imports `site`. */
export const site = resolveSiteConfig(import.meta.env);

/** The services the site's pages name: the booking embed is Cal.com's, and the headers and analytics are Vercel's. */
export const providers = { scheduling: "Cal.com", host: "Vercel" } as const;
