import { quorumMet, readPolicy } from "../../src/evidence/policy";

describe("readPolicy (C2SP tlog-policy)", () => {
  it("reads the log, the witnesses, their groups and the quorum, past comments and blank lines", () => {
    const policy = readPolicy(
      "# the sample\nlog L+1+AA\n\nwitness a A+2+BB\nwitness b B+3+CC  # second\nwitness c C+4+DD\ngroup two 2 a b c\ngroup any1 any a b\nquorum two\n",
    )!;
    expect(policy.logs).toEqual(["L+1+AA"]);
    expect([...policy.witnesses]).toEqual([
      ["a", "A+2+BB"],
      ["b", "B+3+CC"],
      ["c", "C+4+DD"],
    ]);
    expect(policy.groups.get("two")).toEqual({ needs: 2, members: ["a", "b", "c"] });
    expect(policy.groups.get("any1")).toEqual({ needs: 1, members: ["a", "b"] });
    expect(policy.quorum).toBe("two");
  });

  it("refuses what it cannot read: an unknown line, an unknown or repeated name, a threshold out of range, no quorum, no log", () => {
    for (const text of [
      "log L\nquorum none\nextra line\n",
      "log L\nquorum x\n",
      "log L\nwitness a A\nwitness a B\nquorum a\n",
      "log L\nwitness a A\ngroup g 2 a\nquorum g\n",
      "log L\nwitness a A\n",
      "witness a A\nquorum a\n",
      "log L\nquorum none\nquorum none\n",
    ])
      expect(readPolicy(text), text).toBeNull();
  });
});

describe("quorumMet", () => {
  const policy = readPolicy(
    "log L\nwitness a A\nwitness b B\nwitness c C\ngroup two 2 a b c\ngroup g all two c\nquorum g\n",
  )!;

  it("counts the witnesses that cosigned through nested groups", () => {
    expect(quorumMet(policy, new Set(["a", "b", "c"]))).toBe(true);
    expect(quorumMet(policy, new Set(["a", "c"]))).toBe(true);
    expect(quorumMet(policy, new Set(["a", "b"]))).toBe(false);
    expect(quorumMet(policy, new Set(["c"]))).toBe(false);
  });

  it("needs no one for the quorum none, and the one witness where the quorum is that witness", () => {
    expect(quorumMet(readPolicy("log L\nquorum none\n")!, new Set())).toBe(true);
    const one = readPolicy("log L\nwitness w W\nquorum w\n")!;
    expect([quorumMet(one, new Set(["w"])), quorumMet(one, new Set())]).toEqual([true, false]);
  });
});
