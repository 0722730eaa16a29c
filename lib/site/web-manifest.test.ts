import { installFakePaintTiming } from "./fake-paint-timing";
import { manifestHeadScript, webManifest, webManifestPath } from "./web-manifest";

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

// The script exactly as the root layout inlines it.
const runHeadScript = () => new Function(manifestHeadScript())();

beforeEach(() => {
  jest.useFakeTimers();
  manifestLinks().forEach((link) => link.remove());
});

afterEach(() => jest.useRealTimers());

describe("the manifest head script", () => {
  it("links the manifest only once the first content is on screen", () => {
    const { showFirstContent } = installFakePaintTiming();
    runHeadScript();
    expect(manifestLinks()).toHaveLength(0);
    showFirstContent();
    expect(manifestLinks().map((link) => link.getAttribute("href"))).toEqual([webManifestPath]);
  });

  it("links it after the fallback delay when no paint is reported", () => {
    installFakePaintTiming();
    runHeadScript();
    jest.advanceTimersByTime(2999);
    expect(manifestLinks()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(manifestLinks()).toHaveLength(1);
  });
});

describe("webManifest", () => {
  it("names the site and lists its icons, one of them maskable", () => {
    const manifest = webManifest();
    expect(manifest.name).toMatch(/Northbeam/);
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons?.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});
