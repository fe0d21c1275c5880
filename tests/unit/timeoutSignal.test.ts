import { timeoutSignal } from "../../src/lib/timeoutSignal";

describe("timeoutSignal", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("aborts with a TimeoutError after the given time, where AbortSignal.timeout is missing", () => {
    vi.useFakeTimers();
    // Safari before 16: the static method is not there at all.
    vi.stubGlobal("AbortSignal", Object.assign(Object.create(AbortSignal), { timeout: undefined }));
    const signal = timeoutSignal(1_000);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("uses AbortSignal.timeout where the browser has it", () => {
    const native = vi.spyOn(AbortSignal, "timeout");
    timeoutSignal(500);
    expect(native).toHaveBeenCalledWith(500);
  });
});
