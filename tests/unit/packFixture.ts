import { createHash } from "node:crypto";
import { chainEvents } from "../../src/evidence/evidenceChain";
import { sampleLog } from "../../src/evidence/sampleLog";
import { SESSION } from "./sampleFixture";

/** The fixture session's pack as the site serves it, by path under /sample/: the records, the manifest, the log. */
export async function packFixture() {
  const chain = chainEvents(SESSION);
  const lines = chain.map(({ line }) => line);
  const witness = { name: "log.example/sample-witness", seed: SESSION.witness_private_key, cosigned: SESSION.cosigned };
  const log = await sampleLog("log.example/sample-log", lines, SESSION.log_private_key, witness);
  const events = lines.map((line) => `${line}\n`).join("");
  const [csv, pdf] = ["a,b\r\n", "%PDF-1.7 sample"];
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const manifest = {
    head: chain.at(-1)!.hash,
    files: { "events.jsonl": sha(events), "events.csv": sha(csv), "report.pdf": sha(pdf) },
  };
  const ids = chain.map(({ record }) => record.event_id);
  const files: Record<string, string> = {
    "events.jsonl": events,
    "events.csv": csv,
    "report.pdf": pdf,
    "manifest.json": JSON.stringify(manifest),
    "log/checkpoint": log.checkpoint,
    "log/checkpoints/3": log.oldCheckpoint,
    "log/consistency/3-4": log.consistency,
    "log/vkey": `${log.vkey}\n`,
    "log/witness.vkey": `${log.witnessVkey}\n`,
    "log/policy": log.policy,
    "VERIFY.txt": "How to check it",
    ...Object.fromEntries(ids.map((id, at) => [`proofs/${id}.tlog-proof`, log.proofs[at]!])),
  };
  return { chain, lines, log, files, ids, manifest, witness };
}
