import type { AstroIntegration } from "astro";
import { LOCAL_WAITLIST_URL, type PublicEnv } from "../config/resolveSiteConfig";
import { waitlistDeployProblem } from "../config/waitlistDeployGuard";

/**
 * A build for visitors (on Vercel, or with PUBLIC_WAITLIST_REQUIRED=1) stops before
 * it starts when its waitlist form would post to nowhere; any other build that still
 * posts to the local collector (npm start, the tests) only says so at the end.
 */
export function waitlistUrlGuard(env: PublicEnv, waitlistUrl: string): AstroIntegration {
  return {
    name: "waitlist-url-guard",
    hooks: {
      "astro:config:setup": ({ command, logger }) => {
        if (command !== "build") return;
        const problem = waitlistDeployProblem(env);
        if (!problem) return;
        // One line that says what to fix; a thrown error would bury it under a stack trace.
        logger.error(problem);
        process.exit(1);
      },
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
