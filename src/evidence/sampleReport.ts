import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import tailwind from "../../tailwind.config.mjs";
import type { RegulationRow } from "../content.config";
import { outcome, type ChainedEvent } from "./evidenceChain";

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

type Struct = PDFKit.PDFStructureElement;
// pdfkit tags text and tables under `structParent`; @types/pdfkit does not know these options yet.
type Tagged = { structParent: Struct; structType?: string };

interface ReportInput {
  brand: string;
  chain: readonly ChainedEvent[];
  regulations: readonly RegulationRow[];
  /** sample-pack.yaml's report blocks, filled in: [kind, text]. */
  blocks: (readonly [string, string])[];
  checks: { steps: { title: string; text: string; commands: string }[]; proves: string[] };
}

/** report.pdf: a tagged, PDF/A-3a summary of the sample, worded in sample-pack.yaml; the same input gives the same bytes. */
export function sampleReport(input: ReportInput): Promise<Uint8Array<ArrayBuffer>> {
  const { brand, chain, regulations, blocks, checks } = input;
  // The sample's own time, never the build's, so the file's SHA-256 changes only with its content.
  const madeAt = new Date(chain.at(-1)!.record.occurred_at);
  const title = blocks.find(([kind]) => kind === "title")?.[1] ?? brand;
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
  const write = (text: string, font: keyof typeof FONTS, size: number, color: string, options: object, space = 0) => {
    const tagged = { structParent: root, ...options } as Tagged;
    return doc.moveDown(space).font(font).fontSize(size).fillColor(color).text(text, tagged);
  };
  const heading = (level: "H1" | "H2", text: string) =>
    write(text, "bold", level === "H1" ? 18 : 12.5, ink, { structType: level }, level === "H1" ? 0 : 1.2).moveDown(0.4);
  const paragraph = (text: string, font: keyof typeof FONTS = "sans", color = ink) =>
    write(text, font, 10, color, { lineGap: 2 }).moveDown(0.5);
  const table = (header: string[], rows: string[][], widths: (number | "*")[]) => {
    doc.font("sans").fontSize(8.5).fillColor(ink);
    const data = [
      header.map((text) => ({ text, type: "TH" as const, scope: "column", font: { src: "bold" } })),
      ...rows,
    ];
    doc.table({
      structParent: root,
      data,
      columnStyles: widths.map((width) => ({ width })),
      defaultStyle: { border: [0, 0, 0.5, 0], borderColor: line, padding: [3, 4] },
    } as PDFKit.Mixins.TableOptionsWithData & Tagged);
    doc.moveDown(0.5);
  };

  const purposes = [...new Set(chain.map(({ record }) => record.purpose))];
  const count = (purpose: string, status: string) =>
    String(chain.filter(({ event }) => event.purpose === purpose && outcome(event) === status).length);
  const tables: Record<string, Parameters<typeof table>> = {
    records: [
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
    ],
    purposes: [
      ["Purpose", "Recorded", "Recorded, person notified", "Blocked"],
      purposes.map((purpose) => [
        purpose,
        ...["recorded", "notified", "blocked"].map((status) => count(purpose, status)),
      ]),
      ["*", 80, 130, 80],
    ],
    regulations: [
      ["Field", "Requirement", "Primary source"],
      regulations.map((row) => [row.fields, row.requirement, `${row.source}\n${row.url}`]),
      [145, "*", 135],
    ],
  };

  const render: Record<string, (text: string) => unknown> = {
    title: (text) => heading("H1", text),
    heading: (text) => heading("H2", text),
    text: (text) => paragraph(text),
    strong: (text) => paragraph(text, "bold"),
    note: (text) => paragraph(text, "sans", muted),
    table: (name) => table(...tables[name]!),
    checks: (name) =>
      name === "proves"
        ? checks.proves.forEach((item) => paragraph(`\u2022 ${item}`))
        : checks.steps.forEach((step, at) => {
            paragraph(`${at + 1}. ${step.title}`, "bold");
            paragraph(step.text);
            paragraph(step.commands, "sans", muted);
          }),
  };
  for (const [kind, text] of blocks) {
    if (kind === "table" && !tables[text]) throw new Error(`src/content/sample-pack.yaml: no table "${text}"`);
    render[kind]!(text);
  }

  root.end();
  doc.end();
  return done;
}
