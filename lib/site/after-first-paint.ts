/**
 * Calls `then` once, after the page's first contentful paint is on screen; at once where paint timing
 * is missing, and after `fallbackMs` where no paint comes (a background tab). The paint entry arrives
 * when the frame is painted, before it is rasterised and shown, so `then` waits two more frames: the
 * second cannot begin until the first contentful frame has been drawn. Self-contained, so inline head
 * scripts can carry it as source.
 */
export function whenFirstPainted(then: () => void, fallbackMs: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const types = typeof PerformanceObserver === "undefined" ? [] : PerformanceObserver.supportedEntryTypes || [];
  if (types.indexOf("paint") < 0) {
    run();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(run, fallbackMs);
}

/**
 * Starts the given scripts once the page has painted its first content and the parser has run every
 * inline script, so they still run after Next's inline bootstrap, as the `async` scripts they replace
 * did. With `fetchFlight`, the page's RSC payload (which Next would have inlined) is fetched first and
 * handed to Next where it looks for it; the scripts download meanwhile but run only once it is there,
 * as Next reads it when it starts. If it cannot be fetched, the page stays as served: readable, its
 * links working. Self-contained, with `whenPainted` passed in: it runs as an inline script, from its source.
 */
export function startAfterFirstPaint(whenPainted: typeof whenFirstPainted, sources: readonly string[], fetchFlight: boolean, fallbackMs: number): void {
  let painted = false;
  let parsed = document.readyState !== "loading";
  let started = false;
  const runScripts = () => {
    for (const source of sources) {
      const script = document.createElement("script");
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const start = () => {
    if (started || !painted || !parsed) return;
    started = true;
    if (!fetchFlight) {
      runScripts();
      return;
    }
    for (const source of sources) {
      const preload = document.createElement("link");
      preload.rel = "preload";
      preload.setAttribute("as", "script");
      preload.setAttribute("fetchpriority", "low");
      preload.href = source;
      document.head.appendChild(preload);
    }
    fetch(location.pathname + "?_rsc", { headers: { RSC: "1" } })
      .then((response) => ((response.headers.get("content-type") || "").indexOf("text/x-component") === 0 && response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then(
        (payload) => {
          const global = self as unknown as { __next_f?: unknown[] };
          const flight = (global.__next_f = global.__next_f || []);
          flight.push([0], [1, payload]);
          runScripts();
        },
        () => undefined,
      );
  };
  if (!parsed) {
    document.addEventListener("DOMContentLoaded", () => {
      parsed = true;
      start();
    });
  }
  whenPainted(() => {
    painted = true;
    start();
  }, fallbackMs);
}

/** A page that has not painted by then (a background tab) starts its scripts anyway. */
export const firstPaintFallbackMs = 3000;
const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const flightStart = "<script>(self.__next_f=self.__next_f||[]).push([0])</script>";
const flightChunk = /<script>self\.__next_f\.push\(\[1,"(?:[^"\\<]|\\.)*"\]\)<\/script>/g;
const marker = "\u0000after-first-paint\u0000";

/**
 * The page without Next's inline copy of its RSC payload (the same bytes the route answers to an RSC
 * request), or null when the page carries it in a form this does not know: then it stays inline.
 */
function withoutFlight(html: string): string | null {
  if (html.split(flightStart).length !== 2) return null;
  const without = html.replace(flightStart, "").replace(flightChunk, "");
  return without.includes("__next_f") ? null : without;
}

/**
 * A prerendered page whose framework scripts and hydration data wait for its first paint. Next puts
 * every chunk in <head> as an `async` script, so on a slow connection 200 KB of JavaScript shares the
 * bandwidth with the HTML, stylesheet and fonts the first paint needs; and it inlines the page's RSC
 * payload, which repeats the page's content and doubles the HTML the first paint waits for. Here one
 * inline script, where the first chunk was, fetches that payload and starts the chunks after that
 * paint; their preloads go too. The page reads and navigates without them (it is server-rendered HTML
 * with real links) and hydrates a moment later. HTML without such scripts comes back unchanged.
 */
export function deferScriptsToFirstPaint(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(chunkScript, (_tag, source: string) => {
    sources.push(source);
    return sources.length === 1 ? marker : "";
  });
  if (sources.length === 0) return html;
  const withoutPayload = withoutFlight(withoutScripts);
  const fetchFlight = withoutPayload !== null;
  const loader = `<script>(${startAfterFirstPaint.toString()})(${whenFirstPainted.toString()},${JSON.stringify(sources)},${fetchFlight},${firstPaintFallbackMs})</script>`;
  return (withoutPayload ?? withoutScripts).replace(scriptPreload, (tag, href: string) => (sources.includes(href) ? "" : tag)).replace(marker, () => loader);
}
