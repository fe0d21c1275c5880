// @vitest-environment node
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { chainEvents, outcome } from "../../src/evidence/evidenceChain";
import { GENESIS_PREV_HASH } from "../../src/evidence/records";
import { SESSION } from "./sampleFixture";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("chainEvents", () => {
  const chain = chainEvents(SESSION);

  it("makes one canonical line per event, hashed, each record holding the previous line's hash", () => {
    expect(chain).toHaveLength(SESSION.events.length);
    chain.forEach(({ line, hash, record }, index) => {
      expect(line).toBe(canonicalize(JSON.parse(line)));
      expect(hash).toBe(sha256(line));
      expect(record.prev_hash).toBe(index === 0 ? GENESIS_PREV_HASH : chain[index - 1]!.hash);
      expect(record.seq).toBe(index + 1);
    });
  });

  it("never puts a record's own hash in it", () => {
    for (const { line, hash } of chain) expect(line).not.toContain(hash);
  });

  it("keeps the person out of the record, as a keyed HMAC", () => {
    for (const { line, record } of chain) {
      expect(line).not.toContain("person-1");
      expect(record.subject_ref).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
      expect(record.subject_ref).not.toContain(sha256("person-1"));
    }
  });

  it("turns a consent's time-to-live into its expiry", () => {
    expect(chain[0]!.record.consent?.expires_at).toBe("2030-01-02T04:30:00Z");
    expect(chain[2]!.record.consent).toBeNull();
  });

  it("gives the same bytes every time, and a changed event changes every hash from it on", () => {
    expect(chainEvents(SESSION).map(({ hash }) => hash)).toEqual(chain.map(({ hash }) => hash));
    const changed = structuredClone(SESSION);
    changed.events[1]!.purpose = "other";
    const hashes = chainEvents(changed).map(({ hash }) => hash);
    expect(hashes[0]).toBe(chain[0]!.hash);
    for (const index of [1, 2, 3]) expect(hashes[index]).not.toBe(chain[index]!.hash);
  });

  it("labels each event recorded, notified or blocked", () => {
    const notified = { ...SESSION.events[0]!, notice_sent: { channel: "email", at: "2030-01-02T03:04:06Z" } };
    expect([outcome(SESSION.events[0]!), outcome(notified), outcome(SESSION.events[2]!)]).toEqual([
      "recorded",
      "notified",
      "blocked",
    ]);
  });
});
