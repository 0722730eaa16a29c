import { deviceHeadScript } from "./head-script";
import { fakeViewport } from "./fake-viewport";
import { simplifiedStorageKey } from "./simplified";

const root = document.documentElement;

function runHeadScript({ width = 1280, height = 800, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0", cores = 8, memory = 8, effectiveType = "4g" } = {}) {
  const viewport = fakeViewport({ width, height });
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => userAgent });
  Object.defineProperty(navigator, "hardwareConcurrency", { configurable: true, get: () => cores });
  Object.defineProperty(navigator, "deviceMemory", { configurable: true, get: () => memory });
  Object.defineProperty(navigator, "connection", { configurable: true, get: () => ({ effectiveType, downlink: 10, addEventListener() {}, removeEventListener() {} }) });
  // The script exactly as the root layout inlines it.
  new Function(deviceHeadScript())();
  return viewport;
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

  it("follows the window across a breakpoint, without reading the viewport on other resizes", () => {
    const viewport = runHeadScript({ width: 1280 });
    expect(root.dataset.device).toBe("desktop");
    const readsAfterLoad = viewport.reads;

    // Within the desktop range nothing the profile depends on changes, so nothing is read.
    viewport.resize({ width: 1100, height: 700 });
    expect(viewport.reads).toBe(readsAfterLoad);
    expect(root.dataset.device).toBe("desktop");

    viewport.resize({ width: 700, height: 700 });
    expect(root.dataset.device).toBe("mobile");
    viewport.resize({ width: 900, height: 700 });
    expect(root.dataset.device).toBe("tablet");
    viewport.resize({ width: 1920, height: 1080 });
    expect(root.dataset.device).toBe("tv");
  });
});
