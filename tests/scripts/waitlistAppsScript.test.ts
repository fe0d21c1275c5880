// @vitest-environment node
// The Apps Script receiver (scripts/waitlist-apps-script/Code.js) as Apps Script runs it, one script of global
// functions, with the services it calls in memory: a spreadsheet that throws where Sheets throws.
import { readFileSync } from "node:fs";
import { createContext, runInContext } from "node:vm";

const SOURCE = readFileSync(new URL("../../scripts/waitlist-apps-script/Code.js", import.meta.url), "utf8");

type Answer = { title: string; content: string };
type Receiver = {
  doPost: (e: { parameters: Record<string, string[]> }) => Answer;
  doGet: () => Answer;
  ANSWERS: Record<"thanks" | "refused", { title: string }>;
};

/** A Sheet's rows, as far as the receiver reads and writes them. */
function memorySpreadsheet() {
  const sheets = new Map<string, unknown[][]>();
  const sheet = (rows: unknown[][]) => ({
    getLastRow: () => rows.length,
    appendRow(row: unknown[]) {
      rows.push([...row]);
      return this;
    },
    getRange(row: number, column: number, numRows: number, numColumns: number) {
      if (row < 1 || column < 1 || numRows < 1 || numColumns < 1)
        throw new Error("The number of rows in the range must be at least 1.");
      return {
        getValues: () =>
          rows.slice(row - 1, row - 1 + numRows).map((r) => r.slice(column - 1, column - 1 + numColumns)),
      };
    },
    setFrozenRows: () => undefined,
  });
  return {
    rows: (name: string) => sheets.get(name) ?? [],
    getSheetByName: (name: string) => (sheets.has(name) ? sheet(sheets.get(name)!) : null),
    insertSheet(name: string) {
      sheets.set(name, []);
      return sheet(sheets.get(name)!);
    },
  };
}

function receiver() {
  const spreadsheet = memorySpreadsheet();
  const lock = { held: false, tryLock: () => (lock.held = true), releaseLock: () => void (lock.held = false) };
  const html = (content: string) => ({
    title: "",
    content,
    setTitle(title: string) {
      this.title = title;
      return this;
    },
  });
  const context = createContext({
    SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet },
    LockService: { getScriptLock: () => lock },
    HtmlService: { createHtmlOutput: html },
  });
  const script = runInContext(`${SOURCE}\n;({ doPost, doGet, ANSWERS })`, context) as Receiver;
  const post = (fields: Record<string, string | string[]>) =>
    script.doPost({
      parameters: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]),
      ),
    });
  /** The sign-ups stored, without the header row and the time. */
  const stored = () =>
    spreadsheet
      .rows("Sign-ups")
      .slice(1)
      .map(([, ...cells]) => cells);
  return { script, post, stored, spreadsheet, lock };
}

const grace = { name: "Grace Hopper", email: "grace@example.com", company: "Navy" };

describe("the Apps Script receiver", () => {
  it("appends a sign-up under a header row, with its time, and thanks", () => {
    const { script, post, spreadsheet, lock } = receiver();
    expect(post({ ...grace, signup_id: "m1abc-xyz1", website: "" }).title).toBe(script.ANSWERS.thanks.title);
    const [header, row] = spreadsheet.rows("Sign-ups");
    expect(header).toEqual(["received at", "signup_id", "name", "email", "organization"]);
    expect(row).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      "m1abc-xyz1",
      "Grace Hopper",
      "grace@example.com",
      "Navy",
    ]);
    expect(lock.held, "the lock is let go").toBe(false);
  });

  it("adds no row for a signup_id it already has, however often it comes, and thanks each time", () => {
    const { script, post, stored } = receiver();
    for (let n = 0; n < 3; n++)
      expect(post({ ...grace, signup_id: "m1abc-once" }).title).toBe(script.ANSWERS.thanks.title);
    post({ ...grace, name: "Grace B. Hopper", signup_id: "m1abc-once" });
    post({ ...grace, signup_id: "m1abc-other" });
    expect(stored()).toEqual([
      ["m1abc-once", "Grace Hopper", "grace@example.com", "Navy"],
      ["m1abc-other", "Grace Hopper", "grace@example.com", "Navy"],
    ]);
  });

  it("stores a post without JavaScript, which carries no id", () => {
    const { post, stored } = receiver();
    post(grace);
    expect(stored()).toEqual([["", "Grace Hopper", "grace@example.com", "Navy"]]);
  });

  it("refuses a malformed post and stores nothing", () => {
    const { script, post, stored } = receiver();
    const malformed: Record<string, string | string[]>[] = [
      {},
      { email: "grace@example.com" },
      { ...grace, name: "  " },
      { ...grace, company: "" },
      { ...grace, email: "not-an-address" },
      { ...grace, email: "two words@example.com" },
      { ...grace, name: "x".repeat(201) },
      { ...grace, email: `${"x".repeat(250)}@example.com` },
      { ...grace, signup_id: "<script>" },
      { ...grace, signup_id: "x".repeat(65) },
    ];
    for (const fields of malformed)
      expect(post(fields).title, JSON.stringify(fields)).toBe(script.ANSWERS.refused.title);
    expect(script.doPost(undefined as never).title).toBe(script.ANSWERS.refused.title);
    expect(stored()).toEqual([]);
  });

  it("answers a bot that fills the honeypot as a person, and stores nothing", () => {
    const { script, post, stored } = receiver();
    for (const website of ["https://spam.example", ["", "x"]])
      expect(post({ ...grace, signup_id: "bot-1", website }).title).toBe(script.ANSWERS.thanks.title);
    expect(stored()).toEqual([]);
  });

  it("stores what a spreadsheet would run as a formula as text, and cleans controls", () => {
    const { post, spreadsheet } = receiver();
    post({ name: '=HYPERLINK("x")', email: "+1@example.com", company: "@cmd\u0000Co", signup_id: "m1abc-f" });
    expect(spreadsheet.rows("Sign-ups")[1]!.slice(2)).toEqual(['\'=HYPERLINK("x")', "'+1@example.com", "'@cmd Co"]);
  });

  it("links its answer page back to the site, out of Apps Script's frame", () => {
    expect(receiver().post({ ...grace, signup_id: "m1abc-p" }).content).toMatch(
      /<a href="https:\/\/[^"<>]+" target="_top">/,
    );
  });
});
