import { hasWebGL2, readHeroSceneSignals, shouldLoadHeroScene, watchHeroSceneBlockers, type HeroSceneSignals } from "./hero-scene-policy";

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

describe("watchHeroSceneBlockers", () => {
  const listeners = new Set<() => void>();
  const media = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };

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
