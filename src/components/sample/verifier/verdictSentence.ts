import { fillTemplate } from "../../../lib/fillTemplate";
import type { Setup } from "./setup";
import type { Verdict } from "./verdict";

type Copy = Setup["copy"];
/** The copy's sentence with its {names} filled in; a name it lacks is a mistake in VerifierCard.astro's words. */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  fillTemplate(text, values, "src/components/sample/VerifierCard.astro");

/** The one sentence a verdict reads as: what holds, or the first thing that broke, by record, file or step. */
export function verdictSentence({ state, reason }: Verdict, own: boolean, copy: Copy) {
  if (!reason) return state === "partial" ? copy.detail.partial : own ? copy.detail.own : copy.detail.page;
  switch (reason.kind) {
    case "changed":
    case "removed": {
      const { kind, n, id, next } = reason;
      const after = next === null ? copy.after[`${kind}Last`] : fill(copy.after[`${kind}Next`], { next });
      return fill(copy.reason[kind], { n, id: id ?? "", after });
    }
    case "proof": {
      const { n, id, problem } = reason;
      return fill(copy.reason[problem === "missing" ? "missingProof" : problem], { n, id: id ?? "" });
    }
    case "missing":
      return fill(copy.reason.missing, { files: reason.files.join(", ") });
    case "notJson":
    case "broken":
      return fill(copy.reason[reason.kind], { n: reason.n });
    case "head":
      return copy.reason.head;
    default:
      return fill(copy.reason[reason.kind], { file: reason.file });
  }
}
