import { site } from "../config/site";
import { fillTemplate } from "../lib/fillTemplate";
import { GENESIS_PREV_HASH } from "./records";
import { RECORD_SCHEMA, sha256 } from "./evidenceChain";
import { eventsCsv } from "./eventsCsv";
import { sampleLog } from "./sampleLog";
import { sampleReport } from "./sampleReport";
import { packWords, regulationMap, sampleChain } from "./sampleSession";
import verifyTemplate from "../content/VERIFY.txt?raw";
import verifyProof from "./verify-proof.py?raw";

/** The files of the evidence pack under /sample/, hashed in manifest.json. */
export const PACK_FILES = ["events.jsonl", "events.csv", "report.pdf"] as const;
export type PackFile = (typeof PACK_FILES)[number];

// VERIFY.txt's lines stop near 80 columns, breaking only at spaces.
const wrap = (text: string, indent: string) => text.replace(/(?![^\n]{1,76}$)([^\n]{1,76})\s/g, `$1\n${indent}`);
// Saved under its last segment (with its folder where that is a number), and as .txt where it has no extension:
// Chromium adds one to a text/plain download that lacks it, so the recipe names the .txt.
const savedAs = (path: string) =>
  path.replace(/^.*\/(?=[^/]+\/[\d-]+$)|^.*\//, "").replace("/", "-") + (/\/[^/.]+$/.test(path) ? ".txt" : "");
const time = (iso: string) => iso.replace("T", " ").replace("Z", " UTC");
const stepText = ({ title, text, commands }: { title: string; text: string; commands: string }, at: number) =>
  `${at + 1}. ${title}\n   ${wrap(text, "   ")}\n\n${commands.replace(/^/gm, "      ")}`;

async function buildPack() {
  const { session, chain, head } = await sampleChain();
  const [regulations, words] = await Promise.all([regulationMap(), packWords()]);
  const lines = chain.map(({ line }) => line);
  const host = new URL(site.siteUrl).host;
  const witness = { name: `${host}/sample-witness`, seed: session.witness_private_key, cosigned: session.cosigned };
  const log = await sampleLog(`${host}/sample-log`, lines, session.log_private_key, witness);
  const [first, last] = [chain[0]!, chain.at(-1)!].map(({ record }) => time(record.occurred_at));
  const { report, system } = session;
  const event = (chain[1] ?? chain[0]!).record.event_id;
  const logName = log.vkey.split("+")[0]!;
  const names = { logName, witness: log.witnessVkey, witnessName: witness.name, old: log.old, vkey: log.vkey };
  const values = { report, system, count: chain.length, first, last, head, root: log.root, event, ...names };
  const fill = (text: string) => fillTemplate(text, { ...values, files: PACK_FILES.join(" ") }, "sample-pack.yaml");
  const checks = {
    steps: words.steps.map(({ title, text, commands }) => ({ title, text: fill(text), commands: fill(commands) })),
    proves: words.proves.map(fill),
  };
  const blocks = words.report.flatMap(Object.entries).map(([kind, text]) => [kind, fill(text)] as const);
  const files = {
    "events.jsonl": lines.map((line) => `${line}\n`).join(""),
    "events.csv": eventsCsv(chain),
    "report.pdf": await sampleReport({ brand: site.brandName, chain, regulations, blocks, checks }),
  } satisfies Record<PackFile, string | Uint8Array>;
  const proofs = chain.map(({ record }, at) => [`proofs/${record.event_id}.tlog-proof`, log.proofs[at]!]);
  const at = { old: `log/checkpoints/${log.old}`, consistency: `log/consistency/${log.old}-${chain.length}` };
  const logFiles = {
    ...{ "log/checkpoint": log.checkpoint, [at.old]: log.oldCheckpoint, [at.consistency]: log.consistency },
    ...{ "log/vkey": `${log.vkey}\n`, "log/witness.vkey": `${log.witnessVkey}\n`, "log/policy": log.policy },
    ...Object.fromEntries(proofs),
  };
  const tools = { "verify-proof.py": verifyProof };
  const manifest = {
    format: "bioattest-sample-export/0",
    sample: true,
    description: "Sample data, not a customer's: made up to show what an export holds.",
    system: session.system,
    report: session.report,
    record_schema: RECORD_SCHEMA,
    events: chain.length,
    first_occurred_at: chain[0]!.record.occurred_at,
    last_occurred_at: chain.at(-1)!.record.occurred_at,
    canonicalization: "RFC 8785 (JCS): one record per line of events.jsonl, each line ending in LF",
    hash: "SHA-256, hex, of each line's UTF-8 bytes without its LF; each record's prev_hash is the previous line's hash",
    genesis_prev_hash: GENESIS_PREV_HASH,
    head,
    files: Object.fromEntries(PACK_FILES.map((name) => [name, sha256(files[name])])) as Record<PackFile, string>,
    log: {
      ...{ checkpoint: "log/checkpoint", checkpoints: [at.old, "log/checkpoint"], consistency: at.consistency },
      ...{ root: log.root, vkey: log.vkey, witness_vkey: log.witnessVkey, policy: "log/policy" },
      proofs: "proofs/<event_id>.tlog-proof",
    },
    signed: "the checkpoints: by the sample log key, cosigned by the sample witness; both private halves published",
    anchored: false,
  };
  const paths = [...PACK_FILES, "manifest.json", "VERIFY.txt", ...Object.keys({ ...logFiles, ...tools })];
  const hint = (path: string) => words.files[path] ?? words.files[path.replace(/\/[^/]*$/, "")] ?? "";
  const downloads = paths.map((path) => ({ path, name: savedAs(path), hint: hint(path) }));
  const fileLine = ({ path, name, hint }: (typeof downloads)[number]) =>
    `- ${path}${path.endsWith(`/${name}`) ? "" : `, saved as ${name}`}\n  ${wrap(hint, "  ")}`;
  const verify = fillTemplate(
    verifyTemplate,
    {
      ...{ brand: site.brandName, sampleUrl: new URL("/sample", site.siteUrl).href, vkey: log.vkey },
      witness: log.witnessVkey,
      downloads: downloads.map(fileLine).join("\n"),
      steps: checks.steps.map(stepText).join("\n\n"),
      proves: checks.proves.map((item) => `- ${wrap(item, "  ")}`).join("\n\n"),
    },
    "src/content/VERIFY.txt",
  );
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const served = { ...files, "manifest.json": json, "VERIFY.txt": verify, ...logFiles, ...tools };
  return { session, chain, head, regulations, manifest, log, checks, downloads, served };
}

let pack: ReturnType<typeof buildPack> | undefined;
/** Built once per build: every file's endpoint and the manifest share one PDF. */
export const samplePack = () => (pack ??= buildPack());
