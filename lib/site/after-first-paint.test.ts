import { installFakePaintTiming } from "./fake-paint-timing";
import { deferScriptsToFirstPaint, startAfterFirstPaint, whenFirstPainted } from "./after-first-paint";

// The shape `next build` gives a prerendered page: chunk scripts in <head>, the bootstrap chunk
// preloaded there and started at the end of <body> after its inline registration, and the RSC
// payload inlined in <body>.
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
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<p>More</p><script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cMore\\"}]\\n"])</script></body></html>',
].join("");
const flightScripts = /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)<\/script>|<script>self\.__next_f\.push\(\[1,"[^<]*"\]\)<\/script>/g;

const appended = () => [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

describe("deferScriptsToFirstPaint", () => {
  const deferred = deferScriptsToFirstPaint(page);

  it("takes the chunk scripts and their preloads out of the page, in one loader where the first chunk was", () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    const loaders = [...deferred.matchAll(/<script>\(function startAfterFirstPaint[\s\S]*?<\/script>/g)].map(([tag]) => tag);
    expect(loaders).toHaveLength(1);
    const [loader = ""] = loaders;
    expect(loader).toContain('},["/_next/static/chunks/react.js","/_next/static/chunks/runtime.js","/_next/static/chunks/main.js"],true,3000)');
    expect(deferred).toContain(`data-precedence="next"/>${loader}<title>`);
  });

  it("takes out the inlined RSC payload, for the loader to fetch", () => {
    expect(page.match(flightScripts)).toHaveLength(3);
    expect(deferred.replace(/<script>\(function startAfterFirstPaint[\s\S]*?<\/script>/, "")).not.toContain("__next_f");
  });

  it("leaves the payload inline, and says so to the loader, when it is in a form it does not know", () => {
    for (const unknown of ['<script>self.__next_f.push([2,"AAEC"])</script>', "<script>(self.__next_f=self.__next_f||[]).push([0])</script>"]) {
      const html = page.replace("<p>More</p>", `<p>More</p>${unknown}`);
      const result = deferScriptsToFirstPaint(html);
      expect(result).toContain('"/_next/static/chunks/main.js"],false,3000)');
      expect(result.match(flightScripts)?.length).toBe(html.match(flightScripts)?.length);
      expect(result).toContain(unknown);
    }
  });

  it("leaves everything else as the build wrote it", () => {
    const rest = (html: string) =>
      html
        .replace(/<script>\(function startAfterFirstPaint[\s\S]*?<\/script>/, "")
        .replace(/<script src="[^"]+" async=""><\/script>/g, "")
        .replace(/<link rel="preload" as="script"[^>]*>/g, "")
        .replace(flightScripts, "");
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
    startAfterFirstPaint(whenFirstPainted, ["/a.js", "/b.js"], false, 3000);
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
    startAfterFirstPaint(whenFirstPainted, ["/a.js"], false, 3000);
    showFirstContent();
    expect(appended()).toEqual([]);
    parsed();
    expect(appended()).toEqual(["/a.js"]);
    expect((document.head.querySelector("script") as HTMLScriptElement).async).toBe(true);
  });

  it("starts the scripts after the fallback delay when no paint is reported (a background tab)", () => {
    startAfterFirstPaint(whenFirstPainted, ["/a.js"], false, 3000);
    parsed();
    jest.advanceTimersByTime(2999);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(["/a.js"]);
  });

  it("starts the scripts once parsed in a browser without paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: undefined });
    startAfterFirstPaint(whenFirstPainted, ["/a.js"], false, 3000);
    expect(appended()).toEqual([]);
    parsed();
    expect(appended()).toEqual(["/a.js"]);
  });

  describe("with the RSC payload to fetch", () => {
    const global = window as unknown as { __next_f?: unknown[] };
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => [link.getAttribute("href"), link.getAttribute("fetchpriority")]);
    const settle = async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    };
    let answer: () => Promise<unknown>;
    const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(() => answer());
    const answering = (status: number, type: string, body: string) => () =>
      Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? type : null) }, text: () => Promise.resolve(body) });

    beforeEach(() => {
      delete global.__next_f;
      fetchMock.mockClear();
      Object.defineProperty(window, "fetch", { configurable: true, writable: true, value: fetchMock });
      answer = answering(200, "text/x-component", '0:{"b":"build"}\n');
    });

    it("fetches the payload after the first paint, downloads the scripts meanwhile and runs them once Next can read it", async () => {
      startAfterFirstPaint(whenFirstPainted, ["/a.js", "/b.js"], true, 3000);
      parsed();
      expect(fetchMock).not.toHaveBeenCalled();
      showFirstContent();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]).toEqual([`${location.pathname}?_rsc`, { headers: { RSC: "1" } }]);
      expect(preloads()).toEqual([
        ["/a.js", "low"],
        ["/b.js", "low"],
      ]);
      expect(appended()).toEqual([]);
      await settle();
      expect(global.__next_f).toEqual([[0], [1, '0:{"b":"build"}\n']]);
      expect(appended()).toEqual(["/a.js", "/b.js"]);
    });

    it.each([
      ["an error status", answering(503, "text/x-component", "")],
      ["an answer that is not a payload", answering(200, "text/html; charset=utf-8", "<!DOCTYPE html>")],
      ["no answer", () => Promise.reject(new TypeError("Failed to fetch"))],
    ])("leaves the page as served on %s", async (_case, failing) => {
      answer = failing;
      startAfterFirstPaint(whenFirstPainted, ["/a.js"], true, 3000);
      parsed();
      showFirstContent();
      await settle();
      expect(appended()).toEqual([]);
      expect(global.__next_f).toBeUndefined();
    });

    it("runs, fetching the payload, as the inline script the page carries", async () => {
      const source = /<script>(\(function startAfterFirstPaint[\s\S]*?)<\/script>/.exec(deferScriptsToFirstPaint(page))?.[1] ?? "";
      new Function(source)();
      parsed();
      showFirstContent();
      await settle();
      expect(global.__next_f).toEqual([[0], [1, '0:{"b":"build"}\n']]);
      expect(appended()).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/runtime.js", "/_next/static/chunks/main.js"]);
    });
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
