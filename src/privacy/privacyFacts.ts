import { getEntry } from "astro:content";
import { site } from "../config/site";
import { outsideEuropeanLaw, PRIVACY_FACTS_ENTRY, type Provider } from "./factsSchema";
import { providersInUse } from "./providersInUse";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Where a provider processes, in words ("United States"). */
export const countriesOf = (provider: Provider) => provider.countries.map((code) => countryNames.of(code)).join(", ");
/** Whether a transfer to it needs a safeguard under the EU or UK GDPR. */
export const processesOutsideEuropeanLaw = (provider: Provider) => provider.countries.some(outsideEuropeanLaw);

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
