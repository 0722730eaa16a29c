import {
  hasWebGL2,
  readHeroSceneSignals,
  shouldLoadHeroScene,
  watchHeroSceneBlockers,
  whenPageSettled,
  type HeroSceneSignals,
} from "./hero-scene-policy";

const capable: HeroSceneSignals = {
  isLowEnd: false,
  isSlowConnection: false,
  saveData: false,
  reducedMotion: false,
  simplified: false,
  webgl: true,
};

describe("shouldLoadHeroScene", () => {
  it.each<[string, Partial<HeroSceneSignals>, boolean]>([
    ["a capable device with WebGL", {}, true],
    ["a low-end device", { isLowEnd: true }, false],
    ["a slow connection", { isSlowConnection: true }, false],
    ["Save-Data", { saveData: true }, false],
    ["prefers-reduced-motion", { reducedMotion: true }, false],
    ["simplified mode", { simplified: true }, false],
    ["no WebGL", { webgl: false }, false],
    ["a WebGL probe that succeeds", { webgl: () => true }, true],
    ["a WebGL probe that fails", { webgl: () => false }, false],
    ["every reason at once", { isLowEnd: true, isSlowConnection: true, reducedMotion: true, simplified: true, webgl: false }, false],
  ])("%s → %s", (_, overrides, expected) => {
    expect(shouldLoadHeroScene({ ...capable, ...overrides })).toBe(expected);
  });

  it.each<[string, Partial<HeroSceneSignals>]>([
    ["low-end", { isLowEnd: true }],
    ["slow", { isSlowConnection: true }],
    ["reduced motion", { reducedMotion: true }],
    ["simplified", { simplified: true }],
  ])("does not probe WebGL when %s already rules the scene out", (_, overrides) => {
    const probe = jest.fn(() => true);
    expect(shouldLoadHeroScene({ ...capable, ...overrides, webgl: probe })).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});

describe("readHeroSceneSignals", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("data-simplified");
    jest.restoreAllMocks();
  });

  it("reports simplified mode from the <html> attribute", () => {
    expect(readHeroSceneSignals(true).simplified).toBe(false);
    document.documentElement.setAttribute("data-simplified", "");
    expect(readHeroSceneSignals(true).simplified).toBe(true);
  });

  it("treats two cores as low-end and passes the WebGL signal through untouched", () => {
    jest.spyOn(navigator, "hardwareConcurrency", "get").mockReturnValue(2);
    const probe = () => true;
    expect(readHeroSceneSignals(probe)).toMatchObject({ isLowEnd: true, webgl: probe });
  });
});

describe("hasWebGL2", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is true when a WebGL 2 context can be made, and releases it", () => {
    const loseContext = jest.fn();
    const context = { getExtension: () => ({ loseContext }) } as unknown as WebGL2RenderingContext;
    jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context);
    expect(hasWebGL2()).toBe(true);
    expect(loseContext).toHaveBeenCalledTimes(1);
  });

  it("is false when the browser refuses or throws", () => {
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    expect(hasWebGL2()).toBe(false);
    getContext.mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(hasWebGL2()).toBe(false);
  });
});

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

describe("watchHeroSceneBlockers", () => {
  const listeners = new Set<() => void>();
  const media = { matches: false, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };

  beforeEach(() => {
    jest.spyOn(navigator, "hardwareConcurrency", "get").mockReturnValue(8);
    Object.assign(window, { matchMedia: () => media });
  });
  afterEach(() => {
    media.matches = false;
    document.documentElement.removeAttribute("data-simplified");
    Reflect.deleteProperty(window, "matchMedia");
    jest.restoreAllMocks();
  });

  it("reports simplified mode switched on later", async () => {
    const onBlocked = jest.fn();
    const stop = watchHeroSceneBlockers(onBlocked);
    document.documentElement.setAttribute("data-simplified", "");
    await Promise.resolve();
    expect(onBlocked).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it("reports reduced motion switched on later, and ignores unrelated changes", () => {
    const onBlocked = jest.fn();
    watchHeroSceneBlockers(onBlocked);
    listeners.forEach((listener) => listener());
    expect(onBlocked).not.toHaveBeenCalled();
    media.matches = true;
    listeners.forEach((listener) => listener());
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
