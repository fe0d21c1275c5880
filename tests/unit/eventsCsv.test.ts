// @vitest-environment node
import { chainEvents } from "../../src/evidence/evidenceChain";
import { csvCell, eventsCsv } from "../../src/evidence/eventsCsv";
import { SESSION } from "./sampleFixture";

describe("csvCell", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x","y")'])(
    "never leaves %j for a spreadsheet to run",
    (text) => {
      const cell = csvCell(text);
      expect(cell.replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("quotes commas, quotes and line breaks, and leaves plain text and numbers alone", () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell("evt_1")).toBe("evt_1");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });
});

describe("eventsCsv", () => {
  const chain = chainEvents(SESSION);
  const rows = eventsCsv(chain).split("\r\n");

  it("has a header, one row per record ending in that record's line hash, and a final line break", () => {
    expect(rows.at(-1)).toBe("");
    const [header, ...records] = rows.slice(0, -1);
    expect(header!.split(",").at(-1)).toBe("sha256");
    expect(records).toHaveLength(chain.length);
    records.forEach((row, index) => {
      const cells = row.split(",");
      expect(cells).toHaveLength(header!.split(",").length);
      expect(cells.at(-1)).toBe(chain[index]!.hash);
      expect(cells).toContain(chain[index]!.record.prev_hash);
    });
  });

  it("names a column by the field's path, and puts an object's fields where the object is even when the first record has it null", () => {
    const session = structuredClone(SESSION);
    session.events[1]!.notice_sent = { channel: "email", at: "2030-01-02T03:05:00Z" };
    const header = eventsCsv(chainEvents(session)).split("\r\n")[0]!.split(",");
    expect(header.slice(0, 2)).toEqual(["schema", "seq"]);
    const at = (name: string) => header.indexOf(name);
    expect(at("consent_id")).toBeGreaterThan(at("basis"));
    expect(at("notice_sent_channel")).toBe(at("reason") + 1);
    expect(at("retention_record_keep_until")).toBeLessThan(at("prev_hash"));
  });

  it("neutralises a formula that reaches a record", () => {
    const hostile = structuredClone(SESSION);
    hostile.events[0]!.purpose = "=cmd|' /C calc'!A0";
    const row = eventsCsv(chainEvents(hostile)).split("\r\n")[1]!;
    expect(row).toContain(",'=cmd|' /C calc'!A0,");
    expect(row).not.toMatch(/(^|,)=/);
  });
});
