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
      deviceClass: "desktop",
      isMobile: false,
      isTablet: false,
      isSmartTV: false,
      isLowEnd: false,
      isSlowConnection: false,
      prefersReducedMotion: false,
      simplified: false,
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
    ["1920x1080 with no fine pointer is a TV", { width: 1920, height: 1080 }, { deviceClass: "tv", isSmartTV: true, isLowEnd: true, apiTimeout: 10000 }],
    ["1920x1080 with a mouse is a desktop", { width: 1920, height: 1080, finePointer: true }, { deviceClass: "desktop", isSmartTV: false, isLowEnd: false }],
    [
      "a maximised browser on a 1440p monitor with a mouse is a desktop",
      { width: 2560, height: 1400, finePointer: true },
      { deviceClass: "desktop", isSmartTV: false },
    ],
    ["2560x1400 with no fine pointer is a TV", { width: 2560, height: 1400, finePointer: false }, { deviceClass: "tv" }],
    [
      "a TV user agent is a TV whatever its pointer",
      { width: 1920, height: 1080, finePointer: true, userAgent: "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)" },
      { deviceClass: "tv" },
    ],
    ["1919x1080 desktop is not", { width: 1919, height: 1080 }, { deviceClass: "desktop", isSmartTV: false }],
    ["1920x1079 desktop is not", { width: 1920, height: 1079 }, { isSmartTV: false }],
    [
      "1920x1080 tablet (by user agent) is not a TV",
      { width: 1920, height: 1080, userAgent: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15" },
      { isSmartTV: false, isLowEnd: false },
    ],
    [
      "1920x1080 Android tablet is not a TV",
      { width: 1920, height: 1080, userAgent: "Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/140.0 Safari/537.36" },
      { isSmartTV: false },
    ],
    ["767 px is a mobile device class", { width: 767 }, { deviceClass: "mobile" }],
    ["768 px is a tablet device class", { width: 768 }, { deviceClass: "tablet" }],
    ["slow-2g is slow", { effectiveType: "slow-2g" }, { isSlowConnection: true, maxRetries: 5 }],
    ["2g is slow", { effectiveType: "2g" }, { isSlowConnection: true, retryDelay: 2000 }],
    ["4g is not slow", { effectiveType: "4g" }, { isSlowConnection: false, apiTimeout: 8000, maxRetries: 3, retryDelay: 1000 }],
    ["a slow TV waits the slow-connection time", { effectiveType: "3g", userAgent: "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)" }, { apiTimeout: 15000 }],
    ["the simplified site has no animations", { simplified: true }, { simplified: true, animationsEnabled: false, isLowEnd: false }],
    ["iOS 12 is low-end", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X)" }, { isLowEnd: true }],
    ["iOS 13 is not", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 13_0 like Mac OS X)" }, { isLowEnd: false }],
    ["Android 7 is not", { userAgent: "Mozilla/5.0 (Linux; Android 7.0; SM-G930F)" }, { isLowEnd: false }],
    ["Windows XP is low-end", { userAgent: "Mozilla/5.0 (Windows NT 5.1)" }, { isLowEnd: true }],
    ["Windows 8 is not", { userAgent: "Mozilla/5.0 (Windows NT 6.2; Win64; x64)" }, { isLowEnd: false }],
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
    "Mozilla/5.0 (Linux; Android 12; BRAVIA 4K UR3 Build/STT1.211025.001.Z1; wv) Android TV",
    "Mozilla/5.0 (Linux; Android 10; AFTKA Build/QP1A) AppleWebKit/537.36 Silk/112",
    "Mozilla/5.0 (SmartTV; Linux; Tizen 5.0) AppleWebKit/537.36 SamsungBrowser/2.2",
    "Mozilla/5.0 (Linux; NetCast; U) AppleWebKit/537.31 SmartTV/8.5",
    "Roku/DVP-12.0 (12.0.0.4182-88)",
    "Mozilla/5.0 (Linux; Android 9; SHIELD Android TV Build/PPR1) GoogleTV",
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
