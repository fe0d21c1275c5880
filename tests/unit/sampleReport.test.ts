// @vitest-environment node
import { chainEvents } from "../../src/evidence/evidenceChain";
import { sampleReport } from "../../src/evidence/sampleReport";
import { SESSION } from "./sampleFixture";

const chain = chainEvents(SESSION);
const regulations = [
  { fields: "purpose", requirement: "A test provision.", source: "Test § 1", url: "https://example.test/" },
];
const blocks = [
  ["title", "A test report"],
  ["table", "records"],
  ["checks", "steps"],
  ["checks", "proves"],
] as const;
const checks = {
  steps: [{ title: "A step", text: "What it shows.", commands: "true\nfalse" }],
  proves: ["What it proves."],
};
const make = () => sampleReport({ brand: "Test", chain, regulations, blocks: [...blocks], checks });

describe("sampleReport", () => {
  afterEach(() => vi.useRealTimers());

  it("makes the same bytes whenever it is made, so the manifest's hash of it holds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-05-06T07:08:09Z"));
    const first = await make();
    vi.setSystemTime(new Date("2040-01-01T00:00:00Z"));
    const second = await make();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    // Two PDFs take 1.5 s on a quiet machine of CI's kind; a busy one needs more than Vitest's 5 s.
  }, 20_000);

  it("is a tagged PDF with a language and its fonts embedded", async () => {
    const text = Buffer.from(await make()).toString("latin1");
    expect(text.startsWith("%PDF-1.7")).toBe(true);
    expect(text).toMatch(/\/Marked true/);
    expect(text).toContain("/StructTreeRoot");
    expect(text).toMatch(/\/Lang \(en-US\)/);
    expect(text).toContain("/FontFile2");
    expect(text).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });
});
