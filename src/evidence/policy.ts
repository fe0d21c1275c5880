/** A C2SP tlog-policy (the sigsum policy format): which log key signs, which witnesses cosign, and what quorum of
 * them a checkpoint needs. `log <vkey>`, `witness <name> <vkey>`, `group <name> <k|any|all> <member>...`,
 * `quorum <name|none>`; `#` starts a comment. */
export interface Policy {
  logs: string[];
  witnesses: Map<string, string>;
  groups: Map<string, { needs: number; members: string[] }>;
  quorum: string;
}

/** The policy in `text`, or null where a line is not one of the four, a name is repeated or unknown, or no quorum is set. */
export function readPolicy(text: string): Policy | null {
  const policy: Policy = { logs: [], witnesses: new Map(), groups: new Map(), quorum: "" };
  const known = (name: string) => name === "none" || policy.witnesses.has(name) || policy.groups.has(name);
  for (const line of text.split("\n").map((each) => each.replace(/#.*/, "").trim())) {
    const [keyword = "", ...words] = line.split(/\s+/);
    if (!line) continue;
    if (keyword === "log" && words.length >= 1) policy.logs.push(words[0]!);
    else if (keyword === "witness" && words.length >= 2 && !known(words[0]!))
      policy.witnesses.set(words[0]!, words[1]!);
    else if (keyword === "group" && words.length >= 3 && !known(words[0]!)) {
      const [name, threshold, ...members] = words as [string, string, ...string[]];
      const needs = threshold === "all" ? members.length : threshold === "any" ? 1 : Number(threshold);
      if (!Number.isInteger(needs) || needs < 1 || needs > members.length || !members.every(known)) return null;
      policy.groups.set(name, { needs, members });
    } else if (keyword === "quorum" && words.length === 1 && known(words[0]!) && !policy.quorum)
      policy.quorum = words[0]!;
    else return null;
  }
  return policy.quorum && policy.logs.length > 0 ? policy : null;
}

/** Whether the witnesses that cosigned (by their names in the policy) meet its quorum. */
export function quorumMet(policy: Policy, cosigned: ReadonlySet<string>, name = policy.quorum): boolean {
  if (name === "none") return true;
  const group = policy.groups.get(name);
  if (!group) return cosigned.has(name);
  return group.members.filter((member) => quorumMet(policy, cosigned, member)).length >= group.needs;
}
