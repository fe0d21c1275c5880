import type { Change } from "./tampering";
import type { RefusedWhy } from "./ownFiles";
import type { FileStatus, Reason } from "./verdict";

type Words<Key extends string> = Record<Key, string>;

/** What the page gives the verifier (VerifierCard.astro writes it as JSON): where the pack is, the one-press changes,
 * and every word it shows, which stay in the .astro files. The keys, the policy and the files are read from the page
 * itself (published.ts), as a reader sees them published. */
export interface Setup {
  packUrl: string;
  /** The sample log key's published seed: "Rewrite history" signs with it, as a dishonest operator could. */
  seed: string;
  paths: Record<"checkpoint" | "old" | "consistency" | "policy" | "vkey" | "witness", string>;
  /** The files manifest.json hashes. */
  listed: string[];
  changes: [decision: Change, consent: Change, removal: Change, rewrite: Change & { set: Record<string, unknown> }];
  copy: {
    title: Words<"checking" | "noScript" | "true" | "false" | "partial" | "incomplete" | "loadFailed">;
    detail: Words<"idle" | "page" | "own" | "partial" | "loadFailed">;
    reason: Words<Exclude<Reason["kind"], "proof"> | "missingProof" | "unreadable" | "otherCheckpoint" | "otherRoot">;
    after: Words<"changedNext" | "changedLast" | "removedNext" | "removedLast">;
    mark: Words<"ok" | "fails" | "skipped">;
    value: Words<"records" | "root" | "grew" | "notGiven" | "files" | "held">;
    rows: Words<
      | "genesis"
      | "recordHash"
      | "logRoot"
      | "head"
      | "signed"
      | "cosigned"
      | "notSigned"
      | "notCosigned"
      | "unchecked"
      | "grew"
    >;
    file: Words<FileStatus | RefusedWhy>;
    tooLarge: string;
    copied: string;
    selected: string;
  };
}
