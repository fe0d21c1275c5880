import { formatLongDate, isoDay } from "../../src/components/document/formatDate";

describe("formatLongDate / isoDay", () => {
  it("writes the long US date and the calendar day of the local clock", () => {
    const date = new Date(2026, 10, 3, 23, 59);
    expect(formatLongDate(date)).toBe("November 3, 2026");
    expect(isoDay(date)).toBe("2026-11-03");
  });

  it("writes every month as Intl's en-US long form does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2027, month, 28);
      expect(formatLongDate(date)).toBe(intl.format(date));
    }
  });
});
