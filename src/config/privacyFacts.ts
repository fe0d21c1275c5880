/** The privacy facts only the people who run the site can know (src/content/privacy-facts.yaml), and the checks a build for visitors makes on them. */
import { z } from "astro/zod";
import type { SiteConfig } from "./resolveSiteConfig";

/** The committed file counsel edits; PRIVACY_FACTS_FILE points a build at another one (README, "Configuration"). */
export const PRIVACY_FACTS_FILE = "src/content/privacy-facts.yaml";
/** The file's one top-level key: its entry in the `privacyFacts` collection. */
export const PRIVACY_FACTS_ENTRY = "facts";

export function privacyFactsFile(env: Record<string, string | undefined>): string {
  return env.PRIVACY_FACTS_FILE?.trim() || PRIVACY_FACTS_FILE;
}

/** The words the sample file marks its values with, so that no one mistakes them for facts. */
export const SAMPLE_MARK = "[sample]";
/** How the site described an unnamed waitlist service before the facts file named it. */
export const UNNAMED_SERVICE = "a third-party form service";

// Art. 27 asks a controller established outside these countries (EU and EEA) for a representative in the Union.
const EEA = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(" "),
);

const text = z
  .string({ error: (issue) => (issue.input === undefined ? "is not set" : "must be text") })
  .trim()
  .min(1, "is empty");
// YAML reads 2026-11-28 as a date; either way the fact is the day.
const day = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string({ error: "is not set" }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-28"),
);
const contact = z.object({ name: text, address: text.optional(), email: z.email("must be an email address") });

export const LEGAL_BASES = ["consent", "contract", "legal-obligation", "legitimate-interests"] as const;
const purpose = z
  .object({
    basis: z.enum(LEGAL_BASES, `must be one of ${LEGAL_BASES.join(", ")}`),
    interest: text.optional(),
    retention: text,
  })
  .refine((p) => p.basis !== "legitimate-interests" || p.interest, {
    path: ["interest"],
    message: "is not set: a purpose resting on legitimate interests names the interest",
  });

export const PURPOSES = ["waitlist", "booking", "correspondence", "rights", "analytics", "hosting"] as const;
export type PurposeId = (typeof PURPOSES)[number];

/** `hosting` is always listed; `waitlist` and `scheduling` only when one of `hosts` serves the configured address; `other` always. */
const SERVES = ["hosting", "waitlist", "scheduling", "other"] as const;
const provider = z.object({
  name: text,
  entity: text,
  serves: z.enum(SERVES, `must be one of ${SERVES.join(", ")}`),
  hosts: z.array(text).default([]),
  role: z.enum(["processor", "controller"], "must be processor or controller"),
  receives: text,
  location: text,
  transfer: text,
  terms: z.url("must be the address of its privacy terms"),
  checkedOn: day,
});

export const privacyFactsSchema = z.object({
  controller: z.object({
    name: text,
    address: text,
    country: z.string({ error: "is not set" }).regex(/^[A-Z]{2}$/, "must be an ISO 3166 code like DE or US"),
    registration: text.optional(),
  }),
  dpo: z.union([z.literal("none"), contact], "must be none, or a name and email"),
  euRepresentative: z
    .union([z.literal("not required"), contact], "must be not required, or a name, address and email")
    .optional(),
  purposes: z.object(Object.fromEntries(PURPOSES.map((id) => [id, purpose])) as Record<PurposeId, typeof purpose>),
  providers: z.array(provider).min(1, "lists no provider"),
});
export type PrivacyFacts = z.infer<typeof privacyFactsSchema>;

type Site = Pick<SiteConfig, "waitlistUrl" | "calOrigin" | "privacyEmail">;

type Routed = { serves: unknown; hosts?: unknown };
const servesHost = (entry: Routed, url: string) => {
  const { hostname } = new URL(url);
  const hosts = Array.isArray(entry.hosts) ? entry.hosts : [];
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
};

/** The providers this configuration sends information to: the host, the waitlist service and the calendar follow the configured addresses. */
export function providersInUse<P extends Routed>(providers: readonly P[], site: Site) {
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

// Each kind of stand-in a visitor must never read, with why.
const PLACEHOLDERS: [RegExp, string][] = [
  [/\[sample\]/i, `is a sample value (marked ${SAMPLE_MARK})`],
  [/\.example\b|\bexample\.(com|net|org)\b/i, "uses an example domain (RFC 2606), not a real address"],
  [new RegExp(`^${UNNAMED_SERVICE}$`, "i"), "describes the service instead of naming it"],
  [
    /\bas long as (is |we )?(necessary|needed|required)\b/i,
    'says "as long as necessary": give a period, or what decides it',
  ],
];

const fieldName = (path: PropertyKey[]) =>
  path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`)).join("");

function* strings(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      yield* strings(item, [...path, Array.isArray(value) ? Number(key) : key]);
}

/** Every reason the facts (read from `file`) may not reach visitors, one line each, naming the field; none means they may. */
export function visitorProblems(raw: unknown, site: Site, file = PRIVACY_FACTS_FILE): string[] {
  const problems: string[] = [];
  const field = (path: PropertyKey[], why: string) => problems.push(`${file}: ${fieldName(path)} ${why}`);
  for (const [pattern, why] of PLACEHOLDERS.slice(0, 2))
    if (pattern.test(site.privacyEmail)) problems.push(`PUBLIC_PRIVACY_EMAIL (${site.privacyEmail}) ${why}`);
  const parsed = privacyFactsSchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) field(issue.path, issue.message);
  for (const [path, value] of strings(raw))
    for (const [pattern, why] of PLACEHOLDERS) if (pattern.test(value)) field(path, why);

  // Read what parses, so that one broken field does not hide the others' problems.
  const facts = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const controller = privacyFactsSchema.shape.controller.safeParse(facts.controller).data;
  if (controller && !EEA.has(controller.country) && facts.euRepresentative === undefined)
    field(
      ["euRepresentative"],
      `is not set: the controller is outside the EEA (${controller.country}), so name one or write "not required"`,
    );
  const entries = Array.isArray(facts.providers)
    ? facts.providers.filter((entry) => entry && typeof entry === "object")
    : [];
  const inUse = providersInUse(entries as Routed[], site);
  const host = (url: string) => new URL(url).hostname;
  if (!inUse.hosting) field(["providers"], "has no entry that serves hosting");
  if (!inUse.waitlist)
    field(["providers"], `has no waitlist entry whose hosts serve ${host(site.waitlistUrl)} (PUBLIC_WAITLIST_URL)`);
  if (!inUse.scheduling)
    field(["providers"], `has no scheduling entry whose hosts serve ${host(site.calOrigin)} (PUBLIC_CAL_ORIGIN)`);
  return problems;
}
