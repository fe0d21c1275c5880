// @vitest-environment jsdom
import { countUp, easeOutCubic } from "../../src/components/stats/countUp";

describe("countUp", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] }));
  afterEach(() => vi.useRealTimers());

  it("holds 0 through the delay, eases out, and ends exactly on the target", () => {
    const values: number[] = [];
    countUp(17, 200, 1600, (value) => values.push(value));
    vi.advanceTimersByTime(200);
    expect(Math.max(...values)).toBe(0);
    vi.advanceTimersByTime(800);
    const halfway = values.at(-1)!;
    // Past the middle of the time, well past the middle of the way: it eases out.
    expect(halfway).toBeGreaterThan(17 / 2);
    expect(halfway).toBeLessThan(17);
    vi.advanceTimersByTime(1000);
    expect(values.at(-1)).toBe(17);
    const frames = values.length;
    vi.advanceTimersByTime(1000);
    expect(values).toHaveLength(frames);
  });

  it("stops when asked", () => {
    const values: number[] = [];
    const stop = countUp(8, 0, 1000, (value) => values.push(value));
    vi.advanceTimersByTime(100);
    stop();
    const frames = values.length;
    vi.advanceTimersByTime(2000);
    expect(values).toHaveLength(frames);
    expect(values.at(-1)).toBeLessThan(8);
  });

  it("eases from 0 to 1", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});
