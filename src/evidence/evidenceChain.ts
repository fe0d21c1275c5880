import { createHash, createHmac } from "node:crypto";
import canonicalize from "canonicalize";
import type { SampleEventData, SampleSessionData } from "../content.config";
import { GENESIS_PREV_HASH } from "./records";

/** Every record names its format; "sample" travels with each line. */
export const RECORD_SCHEMA = "bioattest.event/0-sample";
/** Published on purpose: it only shows the form of a subject reference; a customer's key stays theirs. */
export const SAMPLE_SUBJECT_KEY = "sample-key-not-secret";

/** SHA-256 in hex; a string is hashed as its UTF-8 bytes. */
export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const TTL_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const addTtl = (time: string, ttl: string) =>
  new Date(Date.parse(time) + Number(ttl.slice(0, -1)) * TTL_UNIT_MS[ttl.slice(-1) as keyof typeof TTL_UNIT_MS])
    .toISOString()
    .replace(".000Z", "Z");

/** One event as the audit trail records it: every field of the event, but of the person only a keyed reference. */
export function eventRecord(session: SampleSessionData, event: SampleEventData, seq: number, prevHash: string) {
  const { event_id, occurred_at, subject, inLog, ...fields } = event;
  const { consent } = fields;
  return {
    schema: RECORD_SCHEMA,
    seq,
    event_id,
    occurred_at,
    system: session.system,
    actor: session.actor,
    subject_ref: `hmac-sha256:${createHmac("sha256", SAMPLE_SUBJECT_KEY).update(subject).digest("hex")}`,
    ...fields,
    // In the YAML a consent lasts a ttl; the record says until when.
    consent: consent && {
      id: consent.id,
      method: consent.method,
      notice_version: consent.notice_version,
      granted_at: consent.granted_at,
      expires_at: addTtl(consent.granted_at, consent.ttl),
    },
    prev_hash: prevHash,
  };
}

export type EventRecord = ReturnType<typeof eventRecord>;

export interface ChainedEvent {
  event: SampleEventData;
  record: EventRecord;
  /** The record as RFC 8785 canonical JSON: one line of events.jsonl, without its newline. */
  line: string;
  /** SHA-256 of the line's UTF-8 bytes; the next record's prev_hash. */
  hash: string;
}

/** The session's events as a hash chain: each record carries the hash of the line before it, the first 64 zeros. */
export function chainEvents(session: SampleSessionData): ChainedEvent[] {
  let prevHash = GENESIS_PREV_HASH;
  return session.events.map((event, index) => {
    const record = eventRecord(session, event, index + 1, prevHash);
    const line = canonicalize(record)!;
    prevHash = sha256(line);
    return { event, record, line, hash: prevHash };
  });
}

type Value = unknown;
const paths = (value: Value, prefix = ""): string[] =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => paths(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

/** Every field of the records by its JSON path (`consent.id`), in record order; an object that is null counts as its fields. */
export function fieldPaths(records: readonly object[]): string[] {
  const all = [...new Set(records.flatMap((record) => paths(record)))];
  const inside = (path: string) => all.filter((other) => other.startsWith(`${path}.`));
  return [...new Set(all.flatMap((path) => (inside(path).length > 0 ? inside(path) : [path])))];
}

export const readPath = (record: Value, path: string) =>
  path.split(".").reduce<Value>((value, key) => (value as Record<string, Value> | null)?.[key], record);

/** How the figures label an event: blocked, notified (recorded and the person told) or recorded. */
export const outcome = (event: SampleEventData) =>
  event.decision === "blocked" ? "blocked" : event.notice_sent ? "notified" : "recorded";
