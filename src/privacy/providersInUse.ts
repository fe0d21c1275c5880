import type { SiteConfig } from "../config/resolveSiteConfig";

type Routed = { serves: unknown; hosts?: unknown };
type Addresses = Pick<SiteConfig, "waitlistUrl" | "calOrigin">;

const servesHost = (entry: Routed, url: string) => {
  const { hostname } = new URL(url);
  const hosts = Array.isArray(entry.hosts) ? entry.hosts : [];
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
};

/** The providers this configuration sends information to: the host, the waitlist service and the calendar follow the configured addresses. */
export function providersInUse<P extends Routed>(providers: readonly P[], site: Addresses) {
  const hosting = providers.find((entry) => entry.serves === "hosting");
  const waitlist = providers.find((entry) => entry.serves === "waitlist" && servesHost(entry, site.waitlistUrl));
  const scheduling = providers.find((entry) => entry.serves === "scheduling" && servesHost(entry, site.calOrigin));
  const others = providers.filter((entry) => entry.serves === "other");
  return {
    hosting,
    waitlist,
    scheduling,
    listed: [hosting, waitlist, scheduling, ...others].filter((e) => e !== undefined),
  };
}
