import { installGlobalErrorHandlers } from "./global-handlers";

describe("installGlobalErrorHandlers", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  function rejection(reason: unknown): Event {
    const event = new Event("unhandledrejection");
    Object.assign(event, { reason });
    return event;
  }

  it("logs an uncaught error and an unhandled rejection once each, with their source", () => {
    const remove = installGlobalErrorHandlers(window);
    const error = new Error("boom");
    window.dispatchEvent(new ErrorEvent("error", { error, message: "boom" }));
    window.dispatchEvent(new ErrorEvent("error", { error, message: "boom" }));
    const reason = new Error("nope");
    window.dispatchEvent(rejection(reason));
    window.dispatchEvent(rejection(reason));
    remove();

    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenNthCalledWith(1, "[uncaught-error]", error, expect.objectContaining({ source: "uncaught-error", path: "/" }));
    expect(consoleError).toHaveBeenNthCalledWith(2, "[unhandled-rejection]", reason, expect.objectContaining({ source: "unhandled-rejection" }));
  });

  it("stops logging once removed", () => {
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener("error", handled);
    installGlobalErrorHandlers(window)();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("late"), message: "late", cancelable: true }));
    window.removeEventListener("error", handled);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
