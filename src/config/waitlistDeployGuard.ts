import type { PublicEnv } from "./resolveSiteConfig";

const ON = new Set(["1", "true"]);

function flag(env: PublicEnv, key: string): boolean {
  const value = env[key];
  return value === true || (typeof value === "string" && ON.has(value.trim().toLowerCase()));
}

/** Hosts that name the visitor's own machine: a form posting there reaches nobody. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    // The URL parser has already turned "2130706433" or "0x7f.1" into dotted form.
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "0.0.0.0" ||
    host === "[::1]" ||
    host === "[::]" ||
    // IPv4-mapped 127.0.0.0/8, which the parser writes as [::ffff:7fxx:xxxx].
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
}

/**
 * Why this build must not ship, in one line, or undefined. A build made on Vercel
 * (`VERCEL=1`) or with `PUBLIC_WAITLIST_REQUIRED=1` is headed for visitors, so its
 * waitlist form has to post to a real service: without `PUBLIC_WAITLIST_URL` (or with
 * a loopback one) every sign-up would go to the visitor's own machine.
 */
export function waitlistDeployProblem(env: PublicEnv): string | undefined {
  const reason = flag(env, "VERCEL")
    ? "VERCEL=1"
    : flag(env, "PUBLIC_WAITLIST_REQUIRED")
      ? "PUBLIC_WAITLIST_REQUIRED=1"
      : undefined;
  if (!reason) return undefined;
  const url = typeof env.PUBLIC_WAITLIST_URL === "string" ? env.PUBLIC_WAITLIST_URL.trim() : "";
  if (url === "") {
    return `PUBLIC_WAITLIST_URL is not set, but this build (${reason}) is for visitors: set it to the waitlist service's sign-up address.`;
  }
  if (isLoopbackUrl(url)) {
    return `PUBLIC_WAITLIST_URL points at loopback (${url}), but this build (${reason}) is for visitors: set it to the waitlist service's sign-up address.`;
  }
  return undefined;
}
