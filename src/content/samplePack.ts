import { site } from "../config/site";
import { fillTemplate } from "../lib/fillTemplate";
import { GENESIS_PREV_HASH, RECORD_SCHEMA, sha256 } from "./evidenceChain";
import { eventsCsv } from "./eventsCsv";
import { regulationMap, sampleChain } from "./sampleSession";
import { sampleReport } from "./sampleReport";
import verifyTemplate from "./VERIFY.txt?raw";

/** The files of the evidence pack under /sample/, hashed in manifest.json. */
export const PACK_FILES = ["events.jsonl", "events.csv", "report.pdf"] as const;
export type PackFile = (typeof PACK_FILES)[number];

async function buildPack() {
  const { session, chain, head } = await sampleChain();
  const regulations = await regulationMap();
  const files = {
    "events.jsonl": chain.map(({ line }) => `${line}\n`).join(""),
    "events.csv": eventsCsv(chain),
    "report.pdf": await sampleReport({ brand: site.brandName, session, chain, head, regulations }),
  } satisfies Record<PackFile, string | Uint8Array>;
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
    signed: false,
    anchored: false,
  };
  const verify = fillTemplate(
    verifyTemplate,
    {
      brand: site.brandName,
      sampleUrl: new URL("/sample", site.siteUrl).href,
      files: PACK_FILES.join(" "),
      checks: PACK_FILES.map((name) => `   echo "${manifest.files[name]}  ${name}" | sha256sum -c`).join("\n"),
      head,
      last: chain.length,
    },
    "src/content/VERIFY.txt",
  );
  const served = { ...files, "manifest.json": `${JSON.stringify(manifest, null, 2)}\n`, "VERIFY.txt": verify };
  return { session, chain, head, regulations, files, manifest, served };
}

let pack: ReturnType<typeof buildPack> | undefined;
/** Built once per build: every file's endpoint and the manifest share one PDF. */
export const samplePack = () => (pack ??= buildPack());
