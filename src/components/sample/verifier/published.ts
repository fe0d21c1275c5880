import type { PackFile } from "./ownFiles";
import type { Published } from "./ownCheck";
import type { Setup } from "./setup";

const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? "";

/** What this page publishes, read from the page as a reader sees it: the log's and the witness's keys, the policy
 * (a line a row), and each file of the pack with the name its download link saves it under. */
export function readPublished({ packUrl, paths }: Setup): Published {
  const lines = [...document.querySelectorAll("[data-policy] code > *")].map((line) => line.textContent?.trim());
  const files: PackFile[] = [...document.querySelectorAll<HTMLAnchorElement>(`a[download][href^="${packUrl}"]`)].map(
    (link) => ({ path: link.getAttribute("href")!.slice(packUrl.length), saved: link.download }),
  );
  return {
    vkey: text("[data-vkey]"),
    witnessVkey: text("[data-witness-vkey]"),
    policy: `${lines.join("\n")}\n`,
    files,
    paths,
  };
}
