/** The shape of the privacy facts only the people who run the site can know (src/content/privacy-facts.yaml). */
import { z } from "astro/zod";

/** The committed file counsel edits; PRIVACY_FACTS_FILE points a build at another one (README, "Configuration"). */
export const PRIVACY_FACTS_FILE = "src/content/privacy-facts.yaml";
/** The file's one top-level key: its entry in the `privacyFacts` collection. */
export const PRIVACY_FACTS_ENTRY = "facts";

export function privacyFactsFile(env: Record<string, string | undefined>): string {
  return env.PRIVACY_FACTS_FILE?.trim() || PRIVACY_FACTS_FILE;
}

const text = z
  .string({ error: (issue) => (issue.input === undefined ? "is not set" : "must be text") })
  .trim()
  .min(1, "is empty");
// YAML reads 2026-11-28 as a date; either way the fact is the day.
const day = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string({ error: "is not set" }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-28"),
);
/** The EEA's countries. Between them and the UK a transfer needs no safeguard under either GDPR (each has an adequacy decision for the other). */
export const EEA = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(" "),
);
export const UK = "GB";
/** Whether a transfer to the country `code` needs a safeguard under the EU or UK GDPR. */
export const outsideEuropeanLaw = (code: string) => code !== UK && !EEA.has(code);

const country = z.string({ error: "is not set" }).regex(/^[A-Z]{2}$/, "must be an ISO 3166 code like DE, GB or US");
const contact = z.object({ name: text, address: text.optional(), email: z.email("must be an email address") });
/** Art. 27: a representative, or counsel's decision that none is needed. */
const representative = z
  .union([z.literal("not required"), contact], "must be not required, or a name, address and email")
  .optional();

const LEGAL_BASES = ["consent", "contract", "legal-obligation", "legitimate-interests"] as const;
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

const PURPOSES = ["waitlist", "booking", "correspondence", "rights", "analytics", "hosting"] as const;
export type PurposeId = (typeof PURPOSES)[number];

/** `hosting` is always listed; `waitlist` and `scheduling` only when one of `hosts` serves the configured address; `other` always. */
const SERVES = ["hosting", "waitlist", "scheduling", "other"] as const;
const ROLES = ["processor", "controller"] as const;
const provider = z.object({
  name: text,
  entity: text,
  serves: z.enum(SERVES, `must be one of ${SERVES.join(", ")}`),
  hosts: z.array(text).default([]),
  role: z.enum(ROLES, "must be processor or controller"),
  receives: text,
  countries: z.array(country).min(1, "names no country"),
  // The safeguard for a transfer out of the EEA (eu) and out of the UK (uk), or "none needed".
  transfer: z.object({ eu: text, uk: text }),
  dpa: z.url("must be the address of its data processing terms"),
  checkedOn: day,
});

const CERTIFICATION_STATUSES = ["held", "in progress", "not started"] as const;
/** What /security says of the product before launch: facts only the people who run it know. */
const product = z.object({
  recordsHostedIn: text,
  signingKeys: text,
  certifications: z
    .array(
      z.object({
        name: text,
        status: z.enum(CERTIFICATION_STATUSES, `must be one of ${CERTIFICATION_STATUSES.join(", ")}`),
        detail: text,
      }),
    )
    .min(1, "lists none: name each one a bank asks about, with its status"),
  updatedOn: day,
});

export const privacyFactsSchema = z.object({
  controller: z.object({ name: text, address: text, country, registration: text.optional() }),
  dpo: z.union([z.literal("none"), contact], "must be none, or a name and email"),
  euRepresentative: representative,
  ukRepresentative: representative,
  purposes: z.object(Object.fromEntries(PURPOSES.map((id) => [id, purpose])) as Record<PurposeId, typeof purpose>),
  providers: z.array(provider).min(1, "lists no provider"),
  product,
});
type PrivacyFacts = z.infer<typeof privacyFactsSchema>;
export type Provider = PrivacyFacts["providers"][number];
