import { formatLongDate, isoDay } from "../../src/components/privacy/formatDate";

describe("formatLongDate / isoDay", () => {
  it("writes the long US date and the calendar day of the local clock", () => {
    const date = new Date(2026, 10, 3, 23, 59);
    expect(formatLongDate(date)).toBe("November 3, 2026");
    expect(isoDay(date)).toBe("2026-11-03");
  });
});
