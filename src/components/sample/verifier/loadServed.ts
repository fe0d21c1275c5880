import { readManifest, checkFiles } from "../../../evidence/manifest";
import { jsonlLines, readRecord } from "../../../evidence/records";
import { readLog } from "../../../evidence/verifyPack";
import type { Setup } from "./setup";
import type { FileStatus } from "./verdict";

/** The pack as this site serves it, fetched from the same origin: the records, the manifest's head, the log read. */
export async function loadServed({ packUrl, paths, listed }: Setup, vkey: string) {
  // A 404 or a proxy's page (HTML, which no file of the pack is) could not be loaded, which is not a broken chain.
  const load = async (path: string) => {
    const response = await fetch(packUrl + path);
    const body = new Uint8Array(response.ok ? await response.arrayBuffer() : []);
    const start = new TextDecoder().decode(body.slice(0, 64)).trimStart();
    return body.length > 0 && !start.startsWith("<") ? body : Promise.reject(new Error(path));
  };
  // Each file fetched once: events.jsonl is both read and hashed against the manifest.
  const loads = new Map<string, Promise<Uint8Array>>();
  const bytes = (path: string) => loads.get(path) ?? loads.set(path, load(path)).get(path)!;
  const text = async (path: string) => new TextDecoder().decode(await bytes(path));
  // manifest.json's files are known from the page, so they load with the rest; awaited later, so caught here too.
  const listedBytes = Promise.all(listed.map(bytes));
  listedBytes.catch(() => {});
  const [events, manifestText, checkpoint, old, consistency, policy] = await Promise.all(
    ["events.jsonl", "manifest.json", paths.checkpoint, paths.old, paths.consistency, paths.policy].map(text),
  );
  const lines = jsonlLines(events!);
  const ids = lines.map((line) => readRecord(line).eventId);
  const manifest = readManifest(manifestText!);
  if (!manifest || ids.some((id) => !id)) throw new Error("events.jsonl or manifest.json holds no records");
  const [proofs, listedFiles] = await Promise.all([
    Promise.all(ids.map((id) => text(`proofs/${id}.tlog-proof`))),
    listedBytes,
  ]);
  const log = await readLog(
    {
      checkpoint: checkpoint!,
      old: old!,
      consistency: consistency!,
      policy: policy!,
      proofs: Object.fromEntries(ids.map((id, at) => [id, proofs[at]!])),
    },
    vkey,
  );
  const matches = await checkFiles(manifest, Object.fromEntries(listed.map((path, at) => [path, listedFiles[at]!])));
  const files = listed.map((name) => ({
    name,
    path: name,
    status: (matches[name] === "matches" ? "ok" : "fails") as FileStatus,
  }));
  return { lines, head: manifest.head, log, files };
}
export type Served = Awaited<ReturnType<typeof loadServed>>;
