import { deviceHeadScript } from "./head-script";
import { fakeViewport } from "@/test/fake-viewport";
import { classifyDevice, profileMediaQueries } from "./profile";
import { simplifiedStorageKey } from "./simplified";

const root = document.documentElement;

function runHeadScript({
  width = 1280,
  height = 800,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  cores = 8,
  memory = 8,
  effectiveType = "4g",
} = {}) {
  const viewport = fakeViewport({ width, height });
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => userAgent });
  Object.defineProperty(navigator, "hardwareConcurrency", { configurable: true, get: () => cores });
  Object.defineProperty(navigator, "deviceMemory", { configurable: true, get: () => memory });
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    get: () => ({ effectiveType, downlink: 10, addEventListener() {}, removeEventListener() {} }),
  });
  // The script exactly as the root layout inlines it.
  new Function(deviceHeadScript)();
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

describe("the head script and classifyDevice", () => {
  const agents = {
    linuxDesktop: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
    android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile Safari/537.36",
    oldAndroid: "Mozilla/5.0 (Linux; Android 6.0; Nexus 5) Chrome/90.0 Mobile Safari/537.36",
    oldIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) Safari/604.1",
    ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1",
    windows7: "Mozilla/5.0 (Windows NT 6.1; Win64; x64) Chrome/109.0",
    fireTv: "Mozilla/5.0 (Linux; Android 9; AFTMM) AppleWebKit/537.36 Silk/112",
    tizen: "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)",
  };
  const devices = [
    { userAgent: agents.linuxDesktop, width: 1280, height: 800, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.linuxDesktop, width: 2560, height: 1440, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.linuxDesktop, width: 1280, height: 800, cores: 4, memory: 8, effectiveType: "4g" },
    { userAgent: agents.linuxDesktop, width: 1280, height: 800, cores: 8, memory: 2, effectiveType: "2g" },
    { userAgent: agents.android, width: 412, height: 823, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.android, width: 412, height: 823, cores: 8, memory: 8, effectiveType: "3g" },
    { userAgent: agents.oldAndroid, width: 360, height: 640, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.oldIphone, width: 375, height: 667, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.ipad, width: 2048, height: 1536, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.ipad, width: 820, height: 1180, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.windows7, width: 1366, height: 768, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.fireTv, width: 1280, height: 720, cores: 8, memory: 8, effectiveType: "4g" },
    { userAgent: agents.tizen, width: 1920, height: 1080, cores: 8, memory: 8, effectiveType: "4g" },
  ];

  it.each(devices)("marks $userAgent at $width x $height ($cores cores, $memory GB, $effectiveType) as classifyDevice classes it", (device) => {
    runHeadScript(device);
    const expected = classifyDevice({ ...device, hardwareConcurrency: device.cores, deviceMemory: device.memory, downlink: 10 });
    const motion = !expected.animationsEnabled || expected.prefersReducedMotion ? "off" : expected.shortenedDuration !== null ? "short" : "full";
    expect(root.dataset.device).toBe(expected.deviceClass);
    expect(root.hasAttribute("data-low-end")).toBe(expected.isLowEnd);
    expect(root.hasAttribute("data-slow-connection")).toBe(expected.isSlowConnection);
    expect(root.dataset.motion).toBe(motion);
  });

  it("listens to the media queries the profile depends on", () => {
    for (const query of profileMediaQueries) expect(deviceHeadScript).toContain(JSON.stringify(query));
  });
});
