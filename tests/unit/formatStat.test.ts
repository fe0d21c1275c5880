import { formatStat } from "../../src/components/stats/formatStat";

describe("formatStat", () => {
  it("writes the final values as the page shows them", () => {
    expect(formatStat(1.4, { prefix: "$", suffix: "B", decimals: 1 })).toBe("$1.4B");
    expect(formatStat(17, { prefix: "$", suffix: "B" })).toBe("$17B");
    expect(formatStat(8)).toBe("8");
  });

  it("rounds count-up frames down, so no frame overshoots the target", () => {
    expect(formatStat(16.99, { prefix: "$", suffix: "B" })).toBe("$16B");
    expect(formatStat(1.39, { prefix: "$", suffix: "B", decimals: 1 })).toBe("$1.3B");
    expect(formatStat(0)).toBe("0");
  });

  it("is not fooled by floating-point error at the target", () => {
    expect(formatStat(0.1 + 0.2, { decimals: 1 })).toBe("0.3");
    expect(formatStat(1.4000000000000001, { decimals: 1 })).toBe("1.4");
  });
});
