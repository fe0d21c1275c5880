import { getEntry } from "astro:content";
import { PRIVACY_FACTS_ENTRY, providersInUse } from "../config/privacyFacts";
import { site } from "../config/site";

/** The privacy facts (privacy-facts.yaml), with the providers this configuration uses. */
export async function privacyFacts() {
  const entry = await getEntry("privacyFacts", PRIVACY_FACTS_ENTRY);
  if (!entry) throw new Error(`The privacy facts file has no top-level "${PRIVACY_FACTS_ENTRY}" key`);
  const inUse = providersInUse(entry.data.providers, site);
  // A development build whose addresses have no entry still names each service, in general words.
  const names = {
    host: inUse.hosting?.name ?? "our hosting provider",
    waitlist: inUse.waitlist?.name ?? "our waitlist service",
    scheduling: inUse.scheduling?.name ?? "our scheduling provider",
  };
  return { ...entry.data, inUse, names };
}
