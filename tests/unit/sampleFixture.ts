import type { SampleSessionData } from "../../src/content.config";

const event = (id: string, purpose: string, consented: boolean): SampleSessionData["events"][number] => ({
  event_id: id,
  occurred_at: "2030-01-02T03:04:05Z",
  subject: "person-1",
  modality: "face",
  operation: "verify_1to1",
  purpose,
  jurisdiction: "US-IL",
  basis: consented ? "consent" : null,
  consent: consented
    ? {
        id: `cns_${id}`,
        method: "written_release",
        notice_version: "v1",
        granted_at: "2030-01-02T03:00:00Z",
        ttl: "90m",
      }
    : null,
  decision: consented ? "allowed" : "blocked",
  reason: consented ? null : "no_consent_for_purpose",
  notice_sent: null,
  retention: { biometric_destroy_by: null, record_keep_until: "2031-01-02" },
  disclosed_to: [],
  inLog: true,
});

/** A session of four events, the shape sample-session.yaml has, for the pack's pure logic. */
export const SESSION: SampleSessionData = {
  system: "test-system",
  actor: "svc:test",
  report: "BIPA",
  log_private_key: "nWGxne/9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A=",
  witness_private_key: "EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
  cosigned: [
    { size: 3, at: "2030-01-02T03:10:00Z" },
    { size: 4, at: "2030-01-02T04:00:00Z" },
  ],
  events: [
    event("e1", "kyc", true),
    event("e2", "access", true),
    event("e3", "marketing", false),
    event("e4", "kyc", true),
  ],
};
