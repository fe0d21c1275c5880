import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import tailwind from "../../tailwind.config.mjs";
import type { SampleSessionData } from "../content.config";
import { outcome, type ChainedEvent } from "./evidenceChain";
import { REGULATION_MAP } from "./regulationMap";

// The site's brand colours (tailwind.config.mjs), whose JSDoc type is too loose to destructure.
const colors = tailwind.theme!.colors as unknown as Record<"ink", { DEFAULT: string }> &
  Record<"muted" | "line", string>;
const [ink, muted, line] = [colors.ink.DEFAULT, colors.muted, colors.line];
const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`@fontsource/${name}`));
// PDF/A needs every font embedded: the standard 14 cannot be used. No Plex Mono: fontkit 2.0.4
// cannot read its space glyph.
const FONTS = {
  sans: fontFile("ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff"),
  bold: fontFile("ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff"),
};

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
// pdfkit tags text and tables under `structParent`; @types/pdfkit does not know these options yet.
type Tagged = { structParent: Struct; structType?: string };

interface ReportInput {
  brand: string;
  session: SampleSessionData;
  chain: readonly ChainedEvent[];
  head: string;
}

const time = (iso: string) => iso.replace("T", " ").replace("Z", " UTC");

function heading(doc: Doc, root: Struct, level: "H1" | "H2", text: string) {
  doc.moveDown(level === "H1" ? 0 : 1.2);
  doc
    .font("bold")
    .fontSize(level === "H1" ? 18 : 12.5)
    .fillColor(ink)
    .text(text, { structParent: root, structType: level } as Tagged);
  doc.moveDown(0.4);
}

function paragraph(doc: Doc, root: Struct, text: string, font: keyof typeof FONTS = "sans", color = ink) {
  doc
    .font(font)
    .fontSize(10)
    .fillColor(color)
    .text(text, { structParent: root, lineGap: 2 } as Tagged);
  doc.moveDown(0.5);
}

function table(doc: Doc, root: Struct, header: string[], rows: string[][], widths: (number | "*")[]) {
  doc.font("sans").fontSize(8.5).fillColor(ink);
  const data = [header.map((text) => ({ text, type: "TH" as const, scope: "column", font: { src: "bold" } })), ...rows];
  doc.table({
    structParent: root,
    data,
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: line, padding: [3, 4] },
  } as PDFKit.Mixins.TableOptionsWithData & Tagged);
  doc.moveDown(0.5);
}

/** report.pdf: a tagged, PDF/A-3a summary of the sample; the same input always gives the same bytes. */
export function sampleReport({ brand, session, chain, head }: ReportInput): Promise<Uint8Array<ArrayBuffer>> {
  const first = chain[0]!.record.occurred_at;
  const last = chain.at(-1)!.record.occurred_at;
  // The sample's own time, never the build's, so the file's SHA-256 changes only with its content.
  const madeAt = new Date(last);
  const title = `Sample ${session.report} evidence report`;
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    pdfVersion: "1.7",
    subset: "PDF/A-3a",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    info: { Title: `${title} (sample data)`, Author: brand, CreationDate: madeAt, ModDate: madeAt },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);

  const root = doc.struct("Document");
  doc.addStructure(root);

  heading(doc, root, "H1", title);
  paragraph(
    doc,
    root,
    `SAMPLE DATA. These records are made up to show what an export holds; they are not a customer's, and no person is behind them.`,
    "bold",
  );
  paragraph(
    doc,
    root,
    `System ${session.system}: ${chain.length} records from ${time(first)} to ${time(last)}, exported as events.jsonl (the evidence), events.csv and this report.`,
  );
  paragraph(doc, root, "Head hash: the SHA-256 of the last line of events.jsonl, also in manifest.json.", "sans");
  paragraph(doc, root, head, "bold");

  heading(doc, root, "H2", "Records by event");
  table(
    doc,
    root,
    ["#", "Event", "Time (UTC)", "Purpose", "Basis", "Consent until", "Decision", "Notified"],
    chain.map(({ record }) => [
      String(record.seq),
      record.event_id,
      record.occurred_at.slice(11, 19),
      record.purpose,
      record.basis ?? "—",
      record.consent ? record.consent.expires_at.slice(11, 19) : "—",
      record.reason ? `${record.decision}: ${record.reason}` : record.decision,
      record.notice_sent ? `${record.notice_sent.channel} ${record.notice_sent.at.slice(11, 19)}` : "—",
    ]),
    [18, 60, 52, 80, 44, 58, "*", 84],
  );

  heading(doc, root, "H2", "By purpose and status");
  const purposes = [...new Set(chain.map(({ record }) => record.purpose))];
  const count = (purpose: string, status: string) =>
    String(chain.filter(({ event }) => event.purpose === purpose && outcome(event) === status).length);
  table(
    doc,
    root,
    ["Purpose", "Recorded", "Recorded, person notified", "Blocked"],
    purposes.map((purpose) => [
      purpose,
      count(purpose, "recorded"),
      count(purpose, "notified"),
      count(purpose, "blocked"),
    ]),
    ["*", 80, 130, 80],
  );

  heading(doc, root, "H2", "Which field answers which requirement");
  paragraph(
    doc,
    root,
    "Each provision is paraphrased; follow the source for its text. Which laws apply depends on who you are and where your users are. This is not legal advice. The consent time-to-live is a product setting, not a term any statute sets.",
    "sans",
    muted,
  );
  table(
    doc,
    root,
    ["Field", "Requirement", "Primary source"],
    REGULATION_MAP.map((row) => [row.fields, row.requirement, `${row.source}\n${row.url}`]),
    [145, "*", 135],
  );

  heading(doc, root, "H2", "How to verify");
  paragraph(
    doc,
    root,
    "Every line of events.jsonl is one record in RFC 8785 canonical JSON. Its hash is the SHA-256 of the line's UTF-8 bytes without the newline; each record's prev_hash is the hash of the line before it, the first record's 64 zeros. The last line's hash is the head in manifest.json, and manifest.json lists the SHA-256 of each file. On any Mac or Linux machine:",
  );
  paragraph(
    doc,
    root,
    "sha256sum events.jsonl events.csv report.pdf   (on a Mac: shasum -a 256)\nsed -n 2p events.jsonl | tr -d '\\n' | sha256sum   (equals line 3's prev_hash)\ntail -n 1 events.jsonl | tr -d '\\n' | sha256sum   (equals the head)",
    "bold",
  );
  paragraph(doc, root, "VERIFY.txt in the pack has the full recipe; /sample on the website checks it in the browser.");

  heading(doc, root, "H2", "What this sample does not show");
  for (const item of [
    "It is not signed and not anchored: the manifest says signed: false and anchored: false. The files and the head come from the same website, so checking them shows they are consistent with each other, not that anyone else holds the same head. In the product, a head kept outside the log, a signature or an anchor adds that.",
    "A chain shows that records were not changed after they were written; it does not show that what was written is true.",
    "subject_ref is a keyed HMAC of the person's id in the customer's system; here both the id and the key are made up.",
    "Retention dates are an example customer policy, not legal minimums or maximums.",
  ])
    paragraph(doc, root, `- ${item}`);

  root.end();
  doc.end();
  return done;
}
