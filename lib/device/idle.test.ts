import { whenPageSettled } from "./idle";

describe("whenPageSettled", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("waits for load, then 100 ms, then an idle period", () => {
    jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const idle = jest.fn((callback: IdleRequestCallback) => window.setTimeout(callback, 50));
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    const start = jest.fn();
    whenPageSettled(start);
    jest.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(99);
    expect(idle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });

  it("falls back to a timeout without requestIdleCallback, and can be cancelled", () => {
    const start = jest.fn();
    whenPageSettled(start);
    jest.advanceTimersByTime(99);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10);
    expect(start).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenPageSettled(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
