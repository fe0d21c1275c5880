/** What a build for visitors refuses: facts that are stand-ins, vague or stale, and anything that would make the waitlist card's note untrue. */
import { z } from "astro/zod";
import type { SiteConfig } from "../config/resolveSiteConfig";
import { EEA, outsideEuropeanLaw, privacyFactsSchema, UK } from "./factsSchema";
import { providersInUse } from "./providersInUse";

type Problem = { path: PropertyKey[]; message: string };
type Site = Pick<SiteConfig, "waitlistUrl" | "calOrigin" | "privacyEmail"> &
  Partial<Pick<SiteConfig, "siteUrl" | "docsUrl" | "securityEmail" | "accessibilityEmail">>;

// Every address the pages show: none may be a stand-in's.
const SHOWN_ADDRESSES = {
  siteUrl: "PUBLIC_SITE_URL",
  docsUrl: "PUBLIC_DOCS_URL",
  privacyEmail: "PUBLIC_PRIVACY_EMAIL",
  securityEmail: "PUBLIC_SECURITY_EMAIL",
  accessibilityEmail: "PUBLIC_ACCESSIBILITY_EMAIL",
} as const;

/** Each kind of stand-in a visitor must never read, with why. */
const PLACEHOLDERS: [RegExp, string][] = [
  [/\[sample\]/i, "is a sample value (marked [sample])"],
  [/\.example\b|\bexample\.(com|net|org)\b/i, "uses an example domain (RFC 2606), not a real address"],
  [/^a third-party form service$/i, "describes the service instead of naming it"],
  [/\b(TBD|TBC|TODO|FIXME|XXX)\b|\bto be (confirmed|decided|determined|agreed)\b/i, "is a placeholder: write the fact"],
];
// "As long as necessary" in any of its drafting forms names no period (WP260 para 48).
const VAGUE_RETENTION = [
  /\bas long as\b.*\b(necessary|needed|required|appropriate|reasonabl[ey])\b/i,
  /\b(no longer|not) (necessary|needed|required)\b/i,
  /\bas (necessary|needed|required|appropriate)\b/i,
  /^(n\/?a|none|unknown|indefinite(ly)?|[-?]+)$/i,
];
const NO_SAFEGUARD = /^(none( needed)?|not (needed|required|applicable)|n\/?a|[-?]+)$/i;
// A privacy policy describes the provider's own uses; a processor's terms are its data processing agreement.
const PRIVACY_POLICY_PATH = /\/privacy(-policy)?\/?$/i;

const record = (value: unknown) =>
  (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : textOf(value));

function* strings(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      yield* strings(item, [...path, Array.isArray(value) ? Number(key) : key]);
}

/** The build's day: SOURCE_DATE_EPOCH's (reproducible builds), else today's, as YYYY-MM-DD. */
export function buildDay(env: Record<string, string | undefined>, now = Date.now()): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return new Date(Number.isFinite(epoch) && env.SOURCE_DATE_EPOCH ? epoch * 1000 : now).toISOString().slice(0, 10);
}

const yearBefore = (isoDay: string) => `${Number(isoDay.slice(0, 4)) - 1}${isoDay.slice(4)}`;

/** Why `checked` (a YYYY-MM-DD) may not be shown as current on `today`, if it may not. */
function staleness(checked: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(checked)) return undefined;
  if (checked > today) return `is ${checked}, after this build's day (${today})`;
  if (checked < yearBefore(today))
    return `is ${checked}, more than 12 months before this build (${today}): check it again and date it`;
}

function addressProblems(site: Site): Problem[] {
  const problems: Problem[] = [];
  const { hostname, protocol } = new URL(site.waitlistUrl);
  if (/^(localhost|127\.|\[::1\]$|0\.0\.0\.0$)/.test(hostname))
    problems.push({
      path: ["PUBLIC_WAITLIST_URL"],
      message: `is ${site.waitlistUrl} (unset or loopback): set it to the waitlist service's sign-up address`,
    });
  else if (protocol !== "https:")
    problems.push({
      path: ["PUBLIC_WAITLIST_URL"],
      message: `is ${site.waitlistUrl}: it must be an https: address, as the card promises encryption in transit`,
    });
  for (const [key, variable] of Object.entries(SHOWN_ADDRESSES)) {
    const address = site[key as keyof typeof SHOWN_ADDRESSES];
    for (const [pattern, why] of PLACEHOLDERS.slice(0, 2))
      if (address && pattern.test(address)) problems.push({ path: [variable], message: `(${address}) ${why}` });
  }
  return problems;
}

function representativeProblems(facts: Record<string, unknown>): Problem[] {
  const country = textOf(record(facts.controller).country);
  if (!/^[A-Z]{2}$/.test(country)) return [];
  const missing = (key: string, where: string, article: string): Problem => ({
    path: [key],
    message: `is not set: the controller is outside ${where} (${country}), so name a representative (${article}) or write "not required"`,
  });
  return [
    ...(!EEA.has(country) && facts.euRepresentative === undefined
      ? [missing("euRepresentative", "the EEA", "GDPR Art. 27")]
      : []),
    ...(country !== UK && facts.ukRepresentative === undefined
      ? [missing("ukRepresentative", "the UK", "UK GDPR Art. 27")]
      : []),
  ];
}

function providerProblems(entry: Record<string, unknown>, index: number, today: string): Problem[] {
  const problems: Problem[] = [];
  const at = (...path: PropertyKey[]) => ["providers", index, ...path];
  const serves = textOf(entry.serves);
  if ((serves === "waitlist" || serves === "scheduling") && entry.role !== "processor")
    problems.push({
      path: at("role"),
      message: `is ${textOf(entry.role) || "not set"}: a provider that receives waitlist or booking data must be a processor (a service provider), acting only on our instructions, or the card's "never shared with third parties" is untrue`,
    });
  const outside = list(entry.countries).filter((code) => typeof code === "string" && outsideEuropeanLaw(code));
  const transfer = record(entry.transfer);
  if (outside.length > 0)
    for (const [key, law] of [
      ["eu", "the EEA"],
      ["uk", "the UK"],
    ] as const)
      if (NO_SAFEGUARD.test(textOf(transfer[key])))
        problems.push({
          path: at("transfer", key),
          message: `says "${textOf(transfer[key])}", but the provider processes in ${outside.join(", ")}, outside ${law}: name the safeguard`,
        });
  const dpa = textOf(entry.dpa);
  if (URL.canParse(dpa) && PRIVACY_POLICY_PATH.test(new URL(dpa).pathname))
    problems.push({
      path: at("dpa"),
      message: `(${dpa}) is a privacy policy's address: link the provider's data processing terms`,
    });
  const stale = staleness(dayOf(entry.checkedOn), today);
  if (stale) problems.push({ path: at("checkedOn"), message: stale });
  return problems;
}

/** Every reason the facts may not reach visitors, naming the field; none means they may. Reads what parses, so one broken field hides no other. */
export function visitorProblems(raw: unknown, site: Site, today: string): Problem[] {
  const problems = addressProblems(site);
  const parsed = privacyFactsSchema.safeParse(raw);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })));
  for (const [path, value] of strings(raw)) {
    for (const [pattern, why] of PLACEHOLDERS) if (pattern.test(value)) problems.push({ path, message: why });
    if (path[0] === "purposes" && path[2] === "retention" && VAGUE_RETENTION.some((vague) => vague.test(value)))
      problems.push({ path, message: `says "${value}": give a period, or the event that ends it` });
  }

  const facts = record(raw);
  problems.push(...representativeProblems(facts));
  const entries = list(facts.providers).map(record);
  entries.forEach((entry, index) => problems.push(...providerProblems(entry, index, today)));
  const inUse = providersInUse(entries as { serves: unknown }[], site);
  const host = (url: string) => new URL(url).hostname;
  if (!inUse.hosting) problems.push({ path: ["providers"], message: "has no entry that serves hosting" });
  if (!inUse.waitlist)
    problems.push({
      path: ["providers"],
      message: `has no waitlist entry whose hosts serve ${host(site.waitlistUrl)} (PUBLIC_WAITLIST_URL)`,
    });
  if (!inUse.scheduling)
    problems.push({
      path: ["providers"],
      message: `has no scheduling entry whose hosts serve ${host(site.calOrigin)} (PUBLIC_CAL_ORIGIN)`,
    });
  const updated = staleness(dayOf(record(facts.product).updatedOn), today);
  if (updated) problems.push({ path: ["product", "updatedOn"], message: updated });
  return problems;
}

/** The facts' schema for a build for visitors: every problem above fails it, each an issue naming its field, in one message. */
export function visitorFactsSchema(site: Site, today: string) {
  return z
    .unknown()
    .superRefine((raw, context) => {
      for (const { path, message } of visitorProblems(raw, site, today))
        context.addIssue({ code: "custom", path, message });
    })
    .pipe(privacyFactsSchema);
}
