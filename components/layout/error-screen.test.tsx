import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { recordRecoveryAttempt } from "@/lib/resilience/recovery";
import { ErrorScreen, type RecoveryActions } from "./error-screen";

const desktopAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const tvAgent = "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36";

function device({ userAgent = desktopAgent, width = 1280, height = 800, cores = 8, effectiveType = "4g" } = {}) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => userAgent });
  Object.defineProperty(navigator, "hardwareConcurrency", { configurable: true, get: () => cores });
  Object.defineProperty(navigator, "deviceMemory", { configurable: true, get: () => 8 });
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    get: () => ({ effectiveType, downlink: 10, addEventListener() {}, removeEventListener() {} }),
  });
}

const mockActions = (): RecoveryActions => ({ reload: jest.fn(), goHome: jest.fn(), simplify: jest.fn() });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute("data-simplified");
  window.history.replaceState(null, "", "/about");
  device();
});
afterEach(() => jest.useRealTimers());

describe("ErrorScreen", () => {
  it("says something went wrong and offers both ways out", async () => {
    const actions = mockActions();
    render(<ErrorScreen actions={actions} recover={false} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(actions.reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Go to Homepage" }));
    expect(actions.goHome).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a capable desktop goes home", {}, "Something went wrong, redirecting...", 1000, "goHome"],
    ["a low-end device simplifies the site", { cores: 2 }, "Loading simplified version...", 1000, "simplify"],
    ["a slow connection retries", { effectiveType: "3g" }, "Slow connection detected, retrying...", 2000, "reload"],
    ["a smart TV reloads", { userAgent: tvAgent, width: 1920, height: 1080 }, "Loading optimized version for your TV...", 3000, "reload"],
  ] as const)("%s, saying so, after its delay", (_name, signals, message, delay, action) => {
    device(signals);
    const actions = mockActions();
    render(<ErrorScreen actions={actions} />);
    expect(screen.getByRole("status")).toHaveTextContent(message);
    advance(delay - 1);
    expect(actions[action]).not.toHaveBeenCalled();
    advance(1);
    expect(actions[action]).toHaveBeenCalledTimes(1);
    for (const other of ["reload", "goHome", "simplify"] as const) if (other !== action) expect(actions[other]).not.toHaveBeenCalled();
  });

  it("retries a slow connection at most 5 times for a page, counting across reloads", () => {
    device({ effectiveType: "3g" });
    for (let reload = 1; reload <= 5; reload++) {
      const actions = mockActions();
      const { unmount } = render(<ErrorScreen actions={actions} />);
      advance(2000);
      expect(actions.reload).toHaveBeenCalledTimes(1);
      unmount();
    }
    const actions = mockActions();
    render(<ErrorScreen actions={actions} />);
    expect(screen.getByRole("status")).toHaveTextContent("Error loading content");
    advance(10_000);
    expect(actions.reload).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Stay on this page" })).not.toBeInTheDocument();
  });

  it("counts retries per page", () => {
    device({ effectiveType: "3g" });
    for (let attempt = 0; attempt < 5; attempt++) recordRecoveryAttempt("/blog");
    const actions = mockActions();
    render(<ErrorScreen actions={actions} />);
    expect(screen.getByRole("status")).toHaveTextContent("Slow connection detected, retrying...");
  });

  it("does not redirect the home page to itself", () => {
    window.history.replaceState(null, "", "/");
    const actions = mockActions();
    render(<ErrorScreen actions={actions} />);
    expect(screen.getByRole("status")).toHaveTextContent("Error loading content");
    advance(5000);
    expect(actions.goHome).not.toHaveBeenCalled();
  });

  it("does not simplify a visit that is simplified already", () => {
    device({ cores: 2 });
    document.documentElement.setAttribute("data-simplified", "");
    render(<ErrorScreen actions={mockActions()} />);
    expect(screen.getByRole("status")).toHaveTextContent("Something went wrong, redirecting...");
  });

  it("stays when asked to", async () => {
    const actions = mockActions();
    render(<ErrorScreen actions={actions} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    advance(5000);
    expect(actions.goHome).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
