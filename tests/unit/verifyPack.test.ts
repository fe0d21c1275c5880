// @vitest-environment node
import { chainEvents } from "../../src/content/evidenceChain";
import { jsonlLines, verifyPack } from "../../src/components/sample/verifyPack";
import { SESSION } from "./sampleFixture";

const chain = chainEvents(SESSION);
const lines = chain.map(({ line }) => line);
const head = chain.at(-1)!.hash;
const edit = (index: number, change: (line: string) => string) =>
  lines.map((line, at) => (at === index ? change(line) : line));

describe("verifyPack (Web Crypto)", () => {
  it("verifies the intact chain, recomputing the same hashes the build made", async () => {
    const check = await verifyPack(lines, head);
    expect(check.verified).toBe(true);
    expect(check.brokenAt).toBeNull();
    expect(check.lines.map(({ hash }) => hash)).toEqual(chain.map(({ hash }) => hash));
    expect(check.lines.every(({ linked }) => linked)).toBe(true);
    expect(check.lines.map(({ eventId }) => eventId)).toEqual(SESSION.events.map(({ event_id }) => event_id));
  });

  it("names the record after a changed one as the first break", async () => {
    const check = await verifyPack(
      edit(1, (line) => line.replace('"access"', '"marketing"')),
      head,
    );
    expect(check.verified).toBe(false);
    expect(check.brokenAt).toBe(3);
    expect(check.lines.map(({ linked }) => linked)).toEqual([true, true, false, true]);
  });

  it("names a record whose own prev_hash was changed, or that is no longer JSON", async () => {
    expect(
      (
        await verifyPack(
          edit(0, (line) => line.replace(/"prev_hash":"0/, '"prev_hash":"1')),
          head,
        )
      ).brokenAt,
    ).toBe(1);
    expect(
      (
        await verifyPack(
          edit(2, (line) => line.slice(1)),
          head,
        )
      ).brokenAt,
    ).toBe(3);
  });

  it("catches a removed record where the chain resumes", async () => {
    const check = await verifyPack(
      lines.filter((_, index) => index !== 1),
      head,
    );
    expect(check.brokenAt).toBe(2);
    expect(check.lines[1]!.eventId).toBe("e3");
  });

  it("catches a changed last record, or records cut from the end, only by the head", async () => {
    for (const changed of [edit(3, (line) => line.replace('"kyc"', '"marketing"')), lines.slice(0, -1)]) {
      const check = await verifyPack(changed, head);
      expect(check.brokenAt).toBeNull();
      expect(check.headMatches).toBe(false);
      expect(check.verified).toBe(false);
    }
  });

  it("reads events.jsonl's lines, the last ended by its newline", () => {
    expect(jsonlLines("a\nb\n")).toEqual(["a", "b"]);
    expect(jsonlLines("a\n\nb\n")).toEqual(["a", "", "b"]);
    expect(jsonlLines("a\nb")).toEqual(["a", "b"]);
  });
});
