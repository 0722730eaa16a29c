import { lazyImagePlaceholder, observeLazyImages } from "./lazy-images";

const placeholder = lazyImagePlaceholder(1200, 675);

class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  readonly disconnect = jest.fn(() => this.observed.clear());

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }

  observe(target: Element) {
    this.observed.add(target);
  }

  unobserve(target: Element) {
    this.observed.delete(target);
  }

  /** Reports each target as the browser would after a scroll. */
  report(targets: Element[], isIntersecting: boolean) {
    const entries = targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function latestObserver(): FakeObserver {
  const observer = FakeObserver.instances.at(-1);
  if (!observer) throw new Error("no IntersectionObserver was created");
  return observer;
}

function renderImages(count: number): HTMLImageElement[] {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, index) => `<img src="${placeholder}" data-src="/images/articles/${index}.svg" alt="Diagram ${index}" loading="lazy">`,
  ).join("");
  return [...document.querySelectorAll("img")];
}

describe("lazyImagePlaceholder", () => {
  it.each([
    [1200, 675, "<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='675' viewBox='0 0 1200 675'/>"],
    [undefined, undefined, "<svg xmlns='http://www.w3.org/2000/svg'/>"],
    [1200, undefined, "<svg xmlns='http://www.w3.org/2000/svg'/>"],
  ])("%s x %s is an empty inline SVG of those proportions", (width, height, svg) => {
    const src = lazyImagePlaceholder(width, height);
    expect(src.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(src.slice("data:image/svg+xml,".length))).toBe(svg);
    expect(src).not.toMatch(/[\s<>"]/);
  });
});

describe("observeLazyImages", () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "IntersectionObserver");
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it.each([
    [100, "100px 0px"],
    [200, "200px 0px"],
  ])("starts loading %i px outside the viewport", (thresholdPx, rootMargin) => {
    renderImages(1);
    observeLazyImages(document, { thresholdPx, preloadAll: false });
    expect(latestObserver().options.rootMargin).toBe(rootMargin);
  });

  it("loads an image once it intersects, and leaves the others alone", () => {
    const [near, far] = renderImages(2);
    if (!near || !far) throw new Error("expected two images");
    observeLazyImages(document, { thresholdPx: 100, preloadAll: false });
    const observer = latestObserver();
    expect([...observer.observed]).toEqual([near, far]);

    observer.report([far], false);
    observer.report([near], true);

    expect(near.getAttribute("src")).toBe("/images/articles/0.svg");
    expect(near).not.toHaveAttribute("data-src");
    expect(observer.observed.has(near)).toBe(false);
    expect(far).toHaveAttribute("src", placeholder);
    expect(far).toHaveAttribute("data-src", "/images/articles/1.svg");
  });

  it("moves data-srcset into srcset", () => {
    const [image] = renderImages(1);
    if (!image) throw new Error("expected an image");
    image.setAttribute("data-srcset", "/a.png 1x, /b.png 2x");
    observeLazyImages(document, { thresholdPx: 100, preloadAll: false });
    latestObserver().report([image], true);
    expect(image).toHaveAttribute("srcset", "/a.png 1x, /b.png 2x");
    expect(image).not.toHaveAttribute("data-srcset");
  });

  it.each([
    ["load", "data-loaded", "data-failed"],
    ["error", "data-failed", "data-loaded"],
  ])("marks the image on %s, once", (event, marked, unmarked) => {
    const [image] = renderImages(1);
    if (!image) throw new Error("expected an image");
    observeLazyImages(document, { thresholdPx: 100, preloadAll: false });
    latestObserver().report([image], true);
    image.dispatchEvent(new Event(event));
    image.dispatchEvent(new Event(event === "load" ? "error" : "load"));
    expect(image).toHaveAttribute(marked);
    expect(image).not.toHaveAttribute(unmarked);
    expect(image.getAttribute("src")).toBe("/images/articles/0.svg");
  });

  it("loads every image at once without IntersectionObserver", () => {
    Reflect.deleteProperty(window, "IntersectionObserver");
    const images = renderImages(3);
    observeLazyImages(document, { thresholdPx: 100, preloadAll: false });
    for (const image of images) expect(image).not.toHaveAttribute("data-src");
    expect(images.map((image) => image.getAttribute("src"))).toEqual(["/images/articles/0.svg", "/images/articles/1.svg", "/images/articles/2.svg"]);
  });

  it("fetches the remaining images eagerly once the page has settled", () => {
    jest.useFakeTimers();
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const [first, ...rest] = renderImages(3);
    if (!first) throw new Error("expected images");
    observeLazyImages(document, { thresholdPx: 100, preloadAll: true });
    latestObserver().report([first], true);
    jest.advanceTimersByTime(99);
    for (const image of rest) expect(image).toHaveAttribute("src", placeholder);

    jest.advanceTimersByTime(10);
    for (const image of rest) {
      expect(image).not.toHaveAttribute("data-src");
      expect(image).toHaveAttribute("loading", "eager");
    }
    expect(rest.map((image) => image.getAttribute("src"))).toEqual(["/images/articles/1.svg", "/images/articles/2.svg"]);
    expect(latestObserver().disconnect).toHaveBeenCalled();
  });

  it("does not preload when the profile says not to", () => {
    jest.useFakeTimers();
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const images = renderImages(2);
    observeLazyImages(document, { thresholdPx: 200, preloadAll: false });
    jest.advanceTimersByTime(5000);
    for (const image of images) expect(image).toHaveAttribute("data-src");
  });

  it("cleans up: disconnects the observer and cancels the preload", () => {
    jest.useFakeTimers();
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const images = renderImages(2);
    const cleanup = observeLazyImages(document, { thresholdPx: 100, preloadAll: true });
    cleanup();
    expect(latestObserver().disconnect).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    for (const image of images) expect(image).toHaveAttribute("data-src");
  });

  it("only looks under the root it is given", () => {
    document.body.innerHTML = `<div id="body"><img data-src="/in.svg" alt="In"></div><img data-src="/out.svg" alt="Out">`;
    const root = document.getElementById("body");
    if (!root) throw new Error("expected the root");
    observeLazyImages(root, { thresholdPx: 100, preloadAll: false });
    expect([...latestObserver().observed].map((image) => image.getAttribute("alt"))).toEqual(["In"]);
  });
});
