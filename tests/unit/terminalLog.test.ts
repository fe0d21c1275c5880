import { terminalLog } from "../../src/components/landing/terminalLog";
import { MS_PER_CHARACTER } from "../../src/lib/typingSchedule";

describe("the landing page's terminal log", () => {
  const content = terminalLog.filter((line) => line.tone !== "filler");

  it("follows the brief: delays from 0 to 22 s in steps of 1 to 2 s, filler lines last", () => {
    expect(terminalLog[0].delayMs).toBe(0);
    expect(Math.max(...terminalLog.map((line) => line.delayMs))).toBe(22_000);
    content.slice(1).forEach((line, index) => {
      const step = line.delayMs - content[index].delayMs;
      expect(step).toBeGreaterThanOrEqual(1_000);
      expect(step).toBeLessThanOrEqual(2_000);
    });
    expect(terminalLog.slice(-2).map((line) => line.tone)).toEqual(["filler", "filler"]);
  });

  it("never starts a line while the one above is still typing", () => {
    content.slice(1).forEach((line, index) => {
      const previous = content[index];
      expect(previous.delayMs + previous.text.length * MS_PER_CHARACTER, line.text).toBeLessThanOrEqual(line.delayMs);
    });
  });

  it("shows the consent time-to-live of each purpose from the brief", () => {
    const text = content.map((line) => line.text).join("\n");
    expect(text).toMatch(/"kyc_verification"[\s\S]*ttl 15m/);
    expect(text).toMatch(/"access_control"[\s\S]*ttl 30m/);
  });
});
