import { readRecord } from "../../../evidence/records";
import { checkChain, verifyPack, type SampleLog } from "../../../evidence/verifyPack";
import { verdictOf, type FileStatus, type LogFileNames, type Verdict } from "./verdict";

/** What the page checks: its own pack as served (perhaps changed by the reader), or the reader's files. */
export interface Subject {
  /** The records in their places; null is one removed, which keeps its place and number. */
  lines: (string | null)[];
  /** The records as served, where the page checks its own: a record that differs reads as edited. */
  served: string[] | null;
  /** manifest.json's head, where known. */
  head: string | null;
  /** The log's files as read, where they are all there and readable. */
  log: SampleLog | null;
  own: boolean;
  names: LogFileNames;
}

export type Checked = Awaited<ReturnType<typeof checkRecords>>;

/** The chain, and with the log every proof and the log's own checks, numbered as the records are shown. */
export async function checkRecords(subject: Subject) {
  const positions = subject.lines.flatMap((line, at) => (line === null ? [] : [at + 1]));
  const kept = subject.lines.filter((line): line is string => line !== null);
  const removed = subject.lines.flatMap((line, at) =>
    line === null ? [{ n: at + 1, id: readRecord(subject.served?.[at] ?? "").eventId }] : [],
  );
  const pack = subject.log ? await verifyPack(kept, subject.head ?? "", subject.log) : null;
  const chain = pack ?? (kept.length > 0 ? await checkChain(kept, subject.head ?? "") : null);
  return { subject, positions, removed, pack, chain };
}

/** The verdict on what was checked, given how each file fared. */
export function judge(checked: Checked, files: { name: string; status: FileStatus }[]): Verdict {
  const { subject, positions, removed, pack, chain } = checked;
  const { own, names, head } = subject;
  return verdictOf({ chain, pack, positions, removed, headKnown: head !== null, files, names, own });
}
