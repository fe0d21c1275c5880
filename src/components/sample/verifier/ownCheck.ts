import { jsonlLines } from "../../../evidence/records";
import { checkFiles, readManifest } from "../../../evidence/manifest";
import { isCheckpoint, readLog, type SampleLog } from "../../../evidence/verifyPack";
import { checkRecords, judge } from "./checkRecords";
import { RECORD_CHARS_LIMIT, type GivenFile, type PackFile } from "./ownFiles";
import type { Setup } from "./setup";
import type { FileStatus } from "./verdict";

/** What the page publishes, against which a reader's copy is checked: the keys, the policy, the pack's files. */
export interface Published {
  vkey: string;
  witnessVkey: string;
  policy: string;
  files: PackFile[];
  /** The log's files' paths under /sample/. */
  paths: Setup["paths"];
}

// A copy through Windows ends lines in CRLF; the log signed LF, as the recipe's `tr -d '\r'` restores.
const lf = (text: string) => text.replaceAll("\r\n", "\n");
const sameText = (a: string, b: string) => lf(a).trim() === lf(b).trim();

/** The reader's files checked exactly as the page checks its own, against the published keys and policy; each named. */
export async function checkOwnCopy(given: ReadonlyMap<string, GivenFile>, published: Published) {
  const { paths } = published;
  const text = (path: string) => given.get(path)?.text;
  const name = (path: string) =>
    given.get(path)?.name ?? published.files.find((file) => file.path === path)?.saved ?? path;
  const events = text("events.jsonl");
  const lines = events === undefined ? [] : jsonlLines(events);
  const eventsReadable = lines.length > 0 && lines.every((line) => line.length <= RECORD_CHARS_LIMIT);
  const manifestText = text("manifest.json");
  const manifest = manifestText === undefined ? null : readManifest(manifestText);
  const [checkpoint, old, consistency] = [paths.checkpoint, paths.old, paths.consistency].map((path) => {
    const file = text(path);
    return file === undefined ? undefined : lf(file);
  });
  const proofs = Object.fromEntries(
    [...given.values()]
      .filter(({ path }) => path.startsWith("proofs/"))
      .map(({ path, text: proof }) => [path.slice("proofs/".length, -".tlog-proof".length), lf(proof)]),
  );
  const isNote = {
    current: checkpoint !== undefined && isCheckpoint(checkpoint),
    old: old !== undefined && isCheckpoint(old),
  };
  const readable = isNote.current && isNote.old;
  const log: SampleLog | null =
    readable && consistency !== undefined
      ? await readLog(
          { checkpoint: checkpoint!, old: old!, consistency, policy: published.policy, proofs },
          published.vkey,
        )
      : null;
  const names = { checkpoint: name(paths.checkpoint), old: name(paths.old), consistency: name(paths.consistency) };
  const checked = await checkRecords({
    lines: eventsReadable ? lines : [],
    served: null,
    head: manifest?.head ?? null,
    log,
    own: true,
    names: { ...names, policy: name(paths.policy) },
  });
  const bytes = Object.fromEntries([...given].map(([path, file]) => [path, file.bytes]));
  const matches = manifest ? await checkFiles(manifest, bytes) : {};

  const status = (path: string, judged: () => FileStatus): FileStatus => (given.has(path) ? judged() : "missing");
  const listed = (path: string) =>
    status(path, () => (!manifest ? "unchecked" : matches[path] === "matches" ? "ok" : "fails"));
  const note = (path: string, which: "old" | "current") =>
    status(path, () => {
      if (!isNote[which]) return "unreadable";
      if (!log) return "unchecked";
      const results = `${log[which].signature.result} ${log[which].cosignature.result}`;
      return /failed|missing/.test(results) ? "fails" : /unchecked/.test(results) ? "unchecked" : "ok";
    });
  const checkedFiles: { path: string; status: FileStatus }[] = [
    {
      path: "events.jsonl",
      status: status("events.jsonl", () => (eventsReadable ? listed("events.jsonl") : "unreadable")),
    },
    { path: "manifest.json", status: status("manifest.json", () => (manifest ? "ok" : "unreadable")) },
    ...["events.csv", "report.pdf"].map((path) => ({ path, status: listed(path) })),
    { path: paths.checkpoint, status: note(paths.checkpoint, "current") },
    { path: paths.old, status: note(paths.old, "old") },
    {
      path: paths.consistency,
      status: status(paths.consistency, () =>
        !log ? "unchecked" : !log.consistency ? "unreadable" : log.consistency.ok ? "ok" : "fails",
      ),
    },
    ...checked.positions.map((_, at) => {
      const path = `proofs/${checked.chain!.links[at]!.eventId ?? `record-${at + 1}`}.tlog-proof`;
      const problem = checked.pack?.links[at]?.inclusion.problem;
      const judged = (): FileStatus =>
        !checked.pack ? "unchecked" : problem === "unreadable" ? "unreadable" : problem ? "fails" : "ok";
      return { path, status: status(path, judged) };
    }),
    ...(
      [
        [paths.vkey, published.vkey],
        [paths.witness, published.witnessVkey],
        [paths.policy, published.policy],
      ] as const
    )
      .filter(([path]) => given.has(path))
      .map(([path, ours]) => ({ path, status: (sameText(text(path)!, ours) ? "ok" : "notPublished") as FileStatus })),
  ];
  // The rest (VERIFY.txt, verify-proof.py, a proof of no record given) is read but checks nothing.
  const ignored = [...given.keys()].filter((path) => !checkedFiles.some((file) => file.path === path));
  const files = [...checkedFiles, ...ignored.map((path) => ({ path, status: "ignored" as FileStatus }))].map(
    (file) => ({ ...file, name: name(file.path) }),
  );
  return { checked, files, verdict: judge(checked, files) };
}
