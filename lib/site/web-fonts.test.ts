import { installFakePaintTiming } from "./fake-paint-timing";
import { stylesheetsFromCache, switchToWebFonts, webFontsHeadScript, webFontsHeld, webFontsStorageKey } from "./web-fonts";

const root = document.documentElement;
let showFirstContent: () => void;
let settle: ((ok: boolean) => void)[];
let faces: { family: string; load: jest.Mock }[];

const face = (family: string) => ({
  family,
  load: jest.fn(() => new Promise<void>((resolve, reject) => settle.push((ok) => (ok ? resolve() : reject(new Error("network")))))),
});

/** The page's resource timing entries, as the stylesheets left them. */
let resources: Partial<PerformanceResourceTiming>[];
const sheet = (path: string, transferSize: number, decodedBodySize = 11_000) => ({ name: `${location.origin}${path}`, initiatorType: "link", transferSize, decodedBodySize });

// The script exactly as the root layout inlines it.
const runHeadScript = () => new Function(webFontsHeadScript())();

const fontsSettle = async (ok = true) => {
  settle.forEach((done) => done(ok));
  for (let turn = 0; turn < 4; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  ({ showFirstContent } = installFakePaintTiming());
  settle = [];
  faces = [face("inter"), face('"inter Fallback"'), face("grotesk"), face("grotesk Fallback")];
  Object.defineProperty(document, "fonts", { configurable: true, value: { forEach: (visit: (face: unknown) => void) => faces.forEach(visit) } });
  root.removeAttribute("data-fonts");
  window.localStorage.clear();
  resources = [sheet("/_next/static/chunks/site.css", 0), { name: `${location.origin}/icon.svg`, initiatorType: "link", transferSize: 1600, decodedBodySize: 1600 }];
  Object.defineProperty(performance, "getEntriesByType", { configurable: true, value: (type: string) => (type === "resource" ? resources : []) });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("the web fonts head script", () => {
  it("leaves a first visit in the fallbacks and fetches the font files after the first paint, for the next page", async () => {
    runHeadScript();
    expect(faces.every((each) => each.load.mock.calls.length === 0)).toBe(true);
    showFirstContent();
    expect(faces.map((each) => each.load.mock.calls.length)).toEqual([1, 0, 1, 0]);
    await fontsSettle();
    expect(root.hasAttribute("data-fonts")).toBe(false);
    expect(webFontsHeld(webFontsStorageKey)).toBe(true);
  });

  it("sets a page in the web fonts from the start once the browser holds them", async () => {
    runHeadScript();
    showFirstContent();
    await fontsSettle();

    runHeadScript();
    expect(root.hasAttribute("data-fonts")).toBe(true);
    expect(faces[0]?.load).toHaveBeenCalledTimes(1);
  });

  it("treats a browser whose cache no longer has the site's files as a first visit", async () => {
    runHeadScript();
    showFirstContent();
    await fontsSettle();
    resources = [sheet("/_next/static/chunks/site.css", 11_300)];

    runHeadScript();
    expect(root.hasAttribute("data-fonts")).toBe(false);
    expect(faces[0]?.load).toHaveBeenCalledTimes(1);
    showFirstContent();
    expect(faces[0]?.load).toHaveBeenCalledTimes(2);
  });

  it("does not count the fonts as held when a file fails to load", async () => {
    runHeadScript();
    showFirstContent();
    await fontsSettle(false);
    expect(webFontsHeld(webFontsStorageKey)).toBe(false);
    runHeadScript();
    expect(root.hasAttribute("data-fonts")).toBe(false);
  });

  it("fetches the fonts after the fallback delay when no paint is reported", () => {
    runHeadScript();
    jest.advanceTimersByTime(2999);
    expect(faces[0]?.load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(faces[0]?.load).toHaveBeenCalled();
  });

  it("treats blocked storage as a first visit every time", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    runHeadScript();
    showFirstContent();
    await fontsSettle();
    expect(webFontsHeld(webFontsStorageKey)).toBe(false);
    expect(root.hasAttribute("data-fonts")).toBe(false);
  });
});

describe("stylesheetsFromCache", () => {
  it.each([
    ["every stylesheet from the cache", [sheet("/a.css", 0), sheet("/b.css", 0)], true],
    ["one stylesheet over the network", [sheet("/a.css", 0), sheet("/b.css", 9_000)], false],
    ["a stylesheet revalidated", [sheet("/a.css", 310)], false],
    ["no size reported (cross-origin or unsupported)", [sheet("/a.css", 0, 0)], false],
    ["no stylesheet entries at all", [{ name: `${location.origin}/icon.svg`, initiatorType: "link", transferSize: 0, decodedBodySize: 1600 }], false],
  ])("%s → %s", (_case, entries, cached) => {
    resources = entries;
    expect(stylesheetsFromCache()).toBe(cached);
  });
});

describe("switchToWebFonts", () => {
  it("marks <html> so the type uses the web fonts", () => {
    switchToWebFonts();
    expect(root.hasAttribute("data-fonts")).toBe(true);
  });
});
