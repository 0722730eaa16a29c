import { installFakePaintTiming } from "./fake-paint-timing";
import { webFontsHeadScript, webFontsStorageKey } from "./web-fonts";

const root = document.documentElement;
let paint: (name: string) => void;
let showFirstContent: () => void;
let faces: { load: jest.Mock }[];
let settle: (() => void)[];

// The script exactly as the root layout inlines it.
const runHeadScript = () => new Function(webFontsHeadScript())();

beforeEach(() => {
  jest.useFakeTimers();
  ({ paint, showFirstContent } = installFakePaintTiming());
  settle = [];
  const face = () => ({ load: jest.fn(() => new Promise<void>((resolve) => settle.push(resolve))) });
  faces = [face(), face()];
  Object.defineProperty(document, "fonts", { configurable: true, value: { forEach: (visit: (face: unknown) => void) => faces.forEach(visit) } });
  root.removeAttribute("data-fonts");
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const fontsArrive = async () => {
  settle.forEach((resolve) => resolve());
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
};

describe("the web fonts head script", () => {
  it("paints a first visit in the fallback fonts, fetches the fonts after that paint and switches once all are in", async () => {
    runHeadScript();
    paint("first-paint");
    expect(faces[0]?.load).not.toHaveBeenCalled();
    showFirstContent();
    expect(faces.every((face) => face.load.mock.calls.length === 1)).toBe(true);
    expect(root.hasAttribute("data-fonts")).toBe(false);
    await fontsArrive();
    expect(root.hasAttribute("data-fonts")).toBe(true);
  });

  it("remembers the fonts once they have loaded, and a later visit uses them from the start", async () => {
    runHeadScript();
    showFirstContent();
    expect(window.localStorage.getItem(webFontsStorageKey)).toBeNull();
    await fontsArrive();
    expect(window.localStorage.getItem(webFontsStorageKey)).toBe("1");

    root.removeAttribute("data-fonts");
    faces.forEach((face) => face.load.mockClear());
    runHeadScript();
    expect(root.hasAttribute("data-fonts")).toBe(true);
    expect(faces[0]?.load).not.toHaveBeenCalled();
  });

  it("switches even when a font fails to load", async () => {
    faces[0]?.load.mockImplementation(() => Promise.reject(new Error("network")));
    runHeadScript();
    showFirstContent();
    await fontsArrive();
    expect(root.hasAttribute("data-fonts")).toBe(true);
  });

  it("fetches the fonts after the fallback delay when no paint is reported", () => {
    runHeadScript();
    jest.advanceTimersByTime(2999);
    expect(faces[0]?.load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(faces[0]?.load).toHaveBeenCalled();
  });

  it("treats blocked storage as a first visit", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    runHeadScript();
    expect(root.hasAttribute("data-fonts")).toBe(false);
    showFirstContent();
    await fontsArrive();
    expect(root.hasAttribute("data-fonts")).toBe(true);
  });
});
