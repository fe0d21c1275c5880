import type { AstroIntegration } from "astro";
import { LOCAL_WAITLIST_URL } from "../config/resolveSiteConfig";

/** A build that still posts to the local collector must not reach production unnoticed. */
export function waitlistUrlWarning(waitlistUrl: string): AstroIntegration {
  return {
    name: "waitlist-url-warning",
    hooks: {
      "astro:build:done": ({ logger }) => {
        if (waitlistUrl !== LOCAL_WAITLIST_URL) return;
        logger.warn(
          `PUBLIC_WAITLIST_URL is not set: this build's waitlist form posts to the local collector (${LOCAL_WAITLIST_URL}). ` +
            "Fine for `npm start`; set PUBLIC_WAITLIST_URL to the waitlist service before deploying.",
        );
      },
    },
  };
}
