import { installFakePaintTiming } from "./fake-paint-timing";
import { deferScriptsToFirstPaint, startAfterFirstPaint, whenFirstPainted } from "./after-first-paint";

// The shape `next build` gives a prerendered page: chunk scripts in <head>, the bootstrap chunk
// preloaded there and started at the end of <body> after its inline registration.
const page = [
  "<!DOCTYPE html><html><head><meta charSet=\"utf-8\"/>",
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  "<title>Home</title><script>window.theme=\"dark\"</script></head>",
  "<body><h1>Hello</h1>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "<script>self.__next_f.push([1,\"x\"])</script></body></html>",
].join("");

const appended = () => [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

describe("deferScriptsToFirstPaint", () => {
  const deferred = deferScriptsToFirstPaint(page);

  it("takes the chunk scripts and their preloads out of the page, in one loader where the first chunk was", () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    const loaders = [...deferred.matchAll(/<script>\(function startAfterFirstPaint[\s\S]*?<\/script>/g)].map(([tag]) => tag);
    expect(loaders).toHaveLength(1);
    const [loader = ""] = loaders;
    expect(loader).toContain('},["/_next/static/chunks/react.js","/_next/static/chunks/runtime.js","/_next/static/chunks/main.js"],3000)');
    expect(deferred).toContain(`data-precedence="next"/>${loader}<title>`);
  });

  it("leaves everything else as the build wrote it", () => {
    const rest = (html: string) =>
      html
        .replace(/<script>\(function startAfterFirstPaint[\s\S]*?<\/script>/, "")
        .replace(/<script src="[^"]+" async=""><\/script>/g, "")
        .replace(/<link rel="preload" as="script"[^>]*>/g, "");
    expect(rest(deferred)).toBe(rest(page));
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<link rel="preload" href="/_next/static/media/inter.woff2" as="font"');
  });

  it("returns a page without chunk scripts unchanged", () => {
    const plain = "<!DOCTYPE html><html><head><title>Plain</title></head><body><script>1</script></body></html>";
    expect(deferScriptsToFirstPaint(plain)).toBe(plain);
  });

  it("keeps a $ in the page or a path as it is", () => {
    const html = '<head><script src="/_next/static/chunks/a$&.js" async=""></script></head><body>$1 $&</body>';
    const result = deferScriptsToFirstPaint(html);
    expect(result).toContain('["/_next/static/chunks/a$&.js"]');
    expect(result).toContain("<body>$1 $&</body>");
  });
});

describe("startAfterFirstPaint", () => {
  let readyState: DocumentReadyState = "loading";
  let paint: (name: string) => void;
  let showFirstContent: () => void;
  const parsed = () => {
    readyState = "interactive";
    document.dispatchEvent(new Event("DOMContentLoaded"));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    ({ paint, showFirstContent } = installFakePaintTiming());
    readyState = "loading";
    document.head.innerHTML = "";
    Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("starts the scripts, in order, only once the first content is painted and the document parsed", () => {
    startAfterFirstPaint(whenFirstPainted, ["/a.js", "/b.js"], 3000);
    paint("first-paint");
    parsed();
    jest.advanceTimersByTime(100);
    expect(appended()).toEqual([]);
    paint("first-contentful-paint");
    // Painted is not yet shown: the scripts wait for the frames after it.
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(appended()).toEqual(["/a.js", "/b.js"]);
    paint("first-contentful-paint");
    jest.advanceTimersByTime(5000);
    expect(appended()).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for the parser when the first paint comes before the end of the document", () => {
    startAfterFirstPaint(whenFirstPainted, ["/a.js"], 3000);
    showFirstContent();
    expect(appended()).toEqual([]);
    parsed();
    expect(appended()).toEqual(["/a.js"]);
    expect((document.head.querySelector("script") as HTMLScriptElement).async).toBe(true);
  });

  it("starts the scripts after the fallback delay when no paint is reported (a background tab)", () => {
    startAfterFirstPaint(whenFirstPainted, ["/a.js"], 3000);
    parsed();
    jest.advanceTimersByTime(2999);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(["/a.js"]);
  });

  it("starts the scripts once parsed in a browser without paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: undefined });
    startAfterFirstPaint(whenFirstPainted, ["/a.js"], 3000);
    expect(appended()).toEqual([]);
    parsed();
    expect(appended()).toEqual(["/a.js"]);
  });

  it("runs as the inline script the page carries", () => {
    const html = deferScriptsToFirstPaint('<head><script src="/_next/static/chunks/a.js" async=""></script></head>');
    const source = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    new Function(source)();
    parsed();
    showFirstContent();
    expect(appended()).toEqual(["/_next/static/chunks/a.js"]);
  });
});
