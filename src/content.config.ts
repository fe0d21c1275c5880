import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { buildsForVisitors } from "./config/resolveSiteConfig";
import { site } from "./config/site";
import { privacyFactsFile, privacyFactsSchema } from "./privacy/factsSchema";
import { buildDay, visitorFactsSchema } from "./privacy/visitorChecks";

// YAML reads an unquoted time as a date; either way the record gets the same text.
const asText = (slice: (iso: string) => string) => (value: unknown) =>
  value instanceof Date ? slice(value.toISOString()) : value;
const utcTime = z.preprocess(
  asText((iso) => iso.replace(".000Z", "Z")),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, "a UTC time like 2026-11-23T14:05:12Z"),
);
const day = z.preprocess(
  asText((iso) => iso.slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2027-11-23"),
);
const name = z.string().regex(/^[a-z0-9_:.-]+$/i, "letters, digits and _ : . - only");

const sampleEvent = z.object({
  event_id: name,
  occurred_at: utcTime,
  subject: name,
  modality: z.enum(["face", "fingerprint", "iris", "voice", "hand"]),
  operation: z.enum(["enroll", "verify_1to1", "identify_1toN"]),
  purpose: name,
  jurisdiction: z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, "an ISO 3166 code like US-IL"),
  basis: z.enum(["consent", "strictly_necessary", "notice_opt_out"]).nullable(),
  consent: z
    .object({
      id: name,
      method: name,
      notice_version: name,
      granted_at: utcTime,
      ttl: z.string().regex(/^\d+[smhd]$/, "a duration like 15m, 30m, 12h or 365d"),
    })
    .nullable(),
  decision: z.enum(["allowed", "blocked"]),
  reason: name.nullable(),
  notice_sent: z.object({ channel: name, at: utcTime }).nullable(),
  retention: z.object({ biometric_destroy_by: day.nullable(), record_keep_until: day }),
  disclosed_to: z.array(name),
  inLog: z.boolean().default(true),
});

const sampleSessionSchema = z.object({
  system: name,
  actor: name,
  report: z.string(),
  log_private_key: z.string().regex(/^[\w+/]{43}=$/, "32 bytes in base64"),
  // The sample witness (issue 48): its seed, published like the log's, and which sizes it cosigned when.
  witness_private_key: z.string().regex(/^[\w+/]{43}=$/, "32 bytes in base64"),
  cosigned: z.array(z.object({ size: z.number().int().positive(), at: utcTime })).min(1),
  events: z.array(sampleEvent).min(1),
});

const regulationRow = z.object({ fields: z.string(), requirement: z.string(), source: z.string(), url: z.url() });

export type RegulationRow = z.infer<typeof regulationRow>;
export type SampleSessionData = z.infer<typeof sampleSessionSchema>;
export type SampleEventData = SampleSessionData["events"][number];

/** The one sample session (src/content/sample-session.yaml); a mistake there stops the build, naming the field. */
const sampleSession = defineCollection({
  loader: file("src/content/sample-session.yaml"),
  schema: sampleSessionSchema,
});

const regulationMap = defineCollection({
  loader: file("src/content/regulation-map.yaml"),
  schema: z.object({ rows: z.array(regulationRow).min(1) }),
});

const text = z.string();
const samplePack = defineCollection({
  loader: file("src/content/sample-pack.yaml"),
  schema: z.object({
    files: z.record(z.string(), text),
    steps: z.array(z.object({ title: text, text, commands: text })),
    proves: z.array(text),
    report: z.array(z.partialRecord(z.enum(["title", "heading", "text", "strong", "note", "table", "checks"]), text)),
  }),
});

// The privacy facts; a build for visitors refuses stand-ins as it reads them (docs/privacy-decisions.md).
const forVisitors = buildsForVisitors({
  VERCEL: process.env.VERCEL,
  PUBLIC_WAITLIST_REQUIRED: import.meta.env.PUBLIC_WAITLIST_REQUIRED,
});
const privacyFacts = defineCollection({
  loader: file(privacyFactsFile(process.env)),
  schema: forVisitors ? visitorFactsSchema(site, buildDay(process.env)) : privacyFactsSchema,
});

export const collections = { sampleSession, regulationMap, samplePack, privacyFacts };
