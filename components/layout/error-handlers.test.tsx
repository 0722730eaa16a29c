import { act, render, screen } from "@testing-library/react";
import { ErrorHandlers } from "./error-handlers";

function device(userAgent: string, width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => userAgent });
  Object.defineProperty(navigator, "hardwareConcurrency", { configurable: true, get: () => 8 });
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    get: () => ({ effectiveType: "4g", downlink: 10, addEventListener() {}, removeEventListener() {} }),
  });
}

const ownError = (message: string) =>
  new ErrorEvent("error", { error: new Error(message), message, filename: `${window.location.origin}/_next/static/chunks/page.js` });

describe("ErrorHandlers", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    window.sessionStorage.clear();
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    consoleError.mockRestore();
  });

  it("reloads a smart TV 3 seconds after an uncaught error, saying so", () => {
    device("Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36", 1920, 1080);
    const reload = jest.fn();
    render(<ErrorHandlers reload={reload} />);
    act(() => window.dispatchEvent(ownError("tv boom")));
    expect(screen.getByRole("status")).toHaveTextContent("Loading optimized version for your TV...");
    act(() => jest.advanceTimersByTime(2999));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith("[uncaught-error]", expect.any(Error), expect.objectContaining({ source: "uncaught-error" }));
  });

  it("only logs on other devices, and ignores other origins' errors on a TV", () => {
    device("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0", 1280, 800);
    const reload = jest.fn();
    const { unmount } = render(<ErrorHandlers reload={reload} />);
    act(() => window.dispatchEvent(ownError("desktop boom")));
    act(() => jest.advanceTimersByTime(10_000));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    unmount();

    device("Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)", 1920, 1080);
    render(<ErrorHandlers reload={reload} />);
    act(() => window.dispatchEvent(new ErrorEvent("error", { message: "Script error.", filename: "https://ads.example/x.js" })));
    act(() => jest.advanceTimersByTime(10_000));
    expect(reload).not.toHaveBeenCalled();
  });

  it("stops reloading a TV after 3 automatic reloads of the same page", () => {
    device("Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)", 1920, 1080);
    const reload = jest.fn();
    for (let load = 1; load <= 4; load++) {
      const { unmount } = render(<ErrorHandlers reload={reload} />);
      act(() => window.dispatchEvent(ownError(`boom ${load}`)));
      act(() => jest.advanceTimersByTime(3000));
      unmount();
    }
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
