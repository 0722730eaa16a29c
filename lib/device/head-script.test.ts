import { deviceHeadScript } from "./head-script";
import { simplifiedStorageKey } from "./simplified";

const root = document.documentElement;

function runHeadScript({ width = 1280, height = 800, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0", cores = 8, memory = 8, effectiveType = "4g" } = {}) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => userAgent });
  Object.defineProperty(navigator, "hardwareConcurrency", { configurable: true, get: () => cores });
  Object.defineProperty(navigator, "deviceMemory", { configurable: true, get: () => memory });
  Object.defineProperty(navigator, "connection", { configurable: true, get: () => ({ effectiveType, downlink: 10, addEventListener() {}, removeEventListener() {} }) });
  // The script exactly as the root layout inlines it.
  new Function(deviceHeadScript())();
}

beforeEach(() => {
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  window.sessionStorage.clear();
});

describe("the head script", () => {
  it("marks a capable desktop", () => {
    runHeadScript();
    expect(root.dataset).toMatchObject({ device: "desktop", motion: "full" });
    expect(root.hasAttribute("data-low-end")).toBe(false);
    expect(root.hasAttribute("data-slow-connection")).toBe(false);
  });

  it("marks a low-end phone on a slow connection", () => {
    runHeadScript({ width: 375, height: 740, cores: 2, memory: 2, effectiveType: "3g" });
    expect(root.dataset).toMatchObject({ device: "mobile", motion: "off" });
    expect(root.hasAttribute("data-low-end")).toBe(true);
    expect(root.hasAttribute("data-slow-connection")).toBe(true);
  });

  it("marks a smart TV", () => {
    runHeadScript({ width: 1920, height: 1080, userAgent: "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)" });
    expect(root.dataset).toMatchObject({ device: "tv", motion: "off" });
    expect(root.hasAttribute("data-low-end")).toBe(true);
  });

  it("restores the simplified site for the rest of the visit", () => {
    window.sessionStorage.setItem(simplifiedStorageKey, "1");
    runHeadScript();
    expect(root.hasAttribute("data-simplified")).toBe(true);
    expect(root.dataset.motion).toBe("off");
  });

  it("follows the window when it is resized", () => {
    jest.useFakeTimers();
    runHeadScript({ width: 1280 });
    Object.assign(window, { innerWidth: 700 });
    window.dispatchEvent(new Event("resize"));
    jest.advanceTimersByTime(50);
    expect(root.dataset.device).toBe("mobile");
    jest.useRealTimers();
  });
});
