import { detectDeviceProfile, isSlowConnection, isSmartTV, type DeviceSignals } from "./profile";

const desktop: DeviceSignals = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  width: 1280,
  height: 800,
  deviceMemory: 8,
  hardwareConcurrency: 8,
  effectiveType: "4g",
  downlink: 10,
};

describe("detectDeviceProfile", () => {
  it("gives a capable desktop the full experience", () => {
    expect(detectDeviceProfile(desktop)).toEqual({
      isMobile: false,
      isTablet: false,
      isSmartTV: false,
      isLowEnd: false,
      isSlowConnection: false,
      prefersReducedMotion: false,
      lazyLoadThreshold: 100,
      apiTimeout: 8000,
      maxRetries: 3,
      retryDelay: 1000,
      animationsEnabled: true,
      shortenedDuration: null,
      preloadImages: true,
    });
  });

  it.each([
    ["767 px is mobile", { width: 767 }, { isMobile: true, isTablet: false, preloadImages: false }],
    ["768 px is a tablet", { width: 768 }, { isMobile: false, isTablet: true, preloadImages: false }],
    ["1023 px is a tablet", { width: 1023 }, { isTablet: true }],
    ["1024 px is a desktop", { width: 1024 }, { isMobile: false, isTablet: false, preloadImages: true }],
    ["4 cores is low-end", { hardwareConcurrency: 4 }, { isLowEnd: true, animationsEnabled: false, lazyLoadThreshold: 200, shortenedDuration: 0.1 }],
    ["5 cores is not", { hardwareConcurrency: 5 }, { isLowEnd: false, animationsEnabled: true, shortenedDuration: null }],
    ["3.9 GB is low-end", { deviceMemory: 3.9 }, { isLowEnd: true, shortenedDuration: 0.1 }],
    ["4 GB is not", { deviceMemory: 4 }, { isLowEnd: false }],
    ["3g is slow", { effectiveType: "3g" }, { isSlowConnection: true, apiTimeout: 15000, maxRetries: 5, retryDelay: 2000, preloadImages: false }],
    ["downlink 1.49 is slow", { downlink: 1.49 }, { isSlowConnection: true }],
    ["downlink 1.5 is not", { downlink: 1.5 }, { isSlowConnection: false }],
    ["1920x1080 desktop is a TV", { width: 1920, height: 1080 }, { isSmartTV: true, isLowEnd: true, apiTimeout: 10000 }],
    ["old Android is low-end", { userAgent: "Mozilla/5.0 (Linux; Android 6.0.1; SM-G920F)" }, { isLowEnd: true }],
    ["Windows 7 is low-end", { userAgent: "Mozilla/5.0 (Windows NT 6.1; Win64; x64)" }, { isLowEnd: true }],
  ] as const)("%s", (_name, overrides, expected) => {
    expect(detectDeviceProfile({ ...desktop, ...overrides })).toMatchObject(expected);
  });

  it("keeps reduced-motion as its own signal", () => {
    expect(detectDeviceProfile({ ...desktop, prefersReducedMotion: true })).toMatchObject({
      prefersReducedMotion: true,
      animationsEnabled: true,
    });
  });
});

describe("isSmartTV", () => {
  it.each([
    "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36",
    "Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36",
    "Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36",
    "Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 CrKey/1.56.500000",
    "HbbTV/1.5.1 (+DRM; Sony; BRAVIA 4K; 8.0)",
  ])("recognises %s", (userAgent) => {
    expect(isSmartTV({ userAgent, width: 1280, height: 720 })).toBe(true);
  });

  it("does not call a tall, narrow window a TV", () => {
    expect(isSmartTV({ userAgent: desktop.userAgent, width: 1000, height: 1200 })).toBe(false);
  });
});

it.each(["slow-2g", "2g", "3g"])("%s is a slow connection; 4g is not", (effectiveType) => {
  expect(isSlowConnection({ effectiveType })).toBe(true);
  expect(isSlowConnection({ effectiveType: "4g" })).toBe(false);
});
