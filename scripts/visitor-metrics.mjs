// What `npm run bench:visitors` measures inside one page load, and the Chrome DevTools Protocol calls
// around it: the in-page collector (an init script that runs before any of the page's own scripts), the
// network throttling and bandwidth accounting, the wait until the page is idle, and the check of which
// font the largest contentful paint was set in.

/**
 * The init script. It reports the device as `device` says (the site classifies devices from these
 * values before its first paint) and records, relative to the page's navigation start: first
 * contentful paint, the last largest-contentful-paint candidate before any input, layout shifts without
 * recent input, when <html> gets `data-hydrated`, and a tap's time. Self-contained: Playwright runs its
 * source in every page.
 */
export function visitorCollector(device) {
  Object.defineProperty(navigator, "hardwareConcurrency", { get: () => device.cores });
  Object.defineProperty(navigator, "deviceMemory", { get: () => device.memoryGB });
  const info = window.NetworkInformation;
  if (info && device.connection) {
    Object.defineProperty(info.prototype, "downlink", { get: () => device.connection.downlink });
    Object.defineProperty(info.prototype, "effectiveType", { get: () => device.connection.effectiveType });
  }

  const state = { fcp: null, lcp: null, lcpElement: null, lcpIsImage: false, cls: 0, hydrated: null, inputAt: null, tapAt: null };
  let paintedResolve;
  const painted = new Promise((resolve) => (paintedResolve = resolve));
  const observe = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe("paint", (entry) => {
    if (entry.name !== "first-contentful-paint") return;
    state.fcp = entry.startTime;
    paintedResolve(entry.startTime);
  });
  observe("largest-contentful-paint", (entry) => {
    if (state.inputAt !== null && entry.startTime >= state.inputAt) return;
    state.lcp = entry.startTime;
    state.lcpElement = entry.element;
    state.lcpIsImage = entry.url !== "";
  });
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) state.cls += entry.value;
  });
  const firstInput = (event) => {
    if (state.inputAt === null) state.inputAt = event.timeStamp;
  };
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, firstInput, { capture: true });
  addEventListener("touchstart", (event) => (state.tapAt ??= event.timeStamp), { capture: true });

  const hydrated = () => document.documentElement?.hasAttribute("data-hydrated");
  new MutationObserver(() => {
    if (state.hydrated === null && hydrated()) state.hydrated = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });

  const fontFile = /\/_next\/static\/media\/[^/]+\.woff2$/;
  window.__visitorBench = {
    firstPaint: () => painted,
    isHydrated: () => state.hydrated !== null,
    /** The menu button's centre, once it is in the document (at most `timeoutMs` later). */
    async menuButton(timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        // The popover's button (named "Menu"), or a scripted toggle named "Open menu".
        const button = document.querySelector('button[popovertarget], button[aria-label="Open menu"]');
        if (button || performance.now() > deadline) {
          const box = button?.getBoundingClientRect();
          return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** performance.now() when the mobile navigation is first visible, or null after `timeoutMs`. */
    menuOpen(timeoutMs) {
      const visible = () => document.querySelector('nav[aria-label="Mobile"]')?.checkVisibility() === true;
      return new Promise((resolve) => {
        let timer;
        const done = (at) => {
          observer.disconnect();
          document.removeEventListener("toggle", onToggle, true);
          clearTimeout(timer);
          resolve({ tapAt: state.tapAt, openAt: at, fcp: state.fcp, hydrated: state.hydrated });
        };
        const observer = new MutationObserver(() => visible() && done(performance.now()));
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        // A popover opens without changing the document: its toggle event says so.
        const onToggle = () => visible() && done(performance.now());
        document.addEventListener("toggle", onToggle, true);
        timer = setTimeout(() => done(null), timeoutMs);
        if (visible()) done(performance.now());
      });
    },
    /**
     * The figures of this load. Marks the element whose fonts are checked: the LCP element when it is
     * text, else (an image, or an element no longer in the page) the page's h1.
     */
    collect() {
      const element = state.lcpElement?.isConnected && !state.lcpIsImage ? state.lcpElement : document.querySelector("h1");
      element?.setAttribute("data-visitor-font-probe", "");
      const fonts = performance
        .getEntriesByType("resource")
        .filter((entry) => fontFile.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, responseEnd: entry.responseEnd }));
      const root = document.documentElement;
      const connection = navigator.connection;
      return {
        fcp: state.fcp,
        lcp: state.lcp,
        cls: state.cls,
        hydrated: state.hydrated,
        fonts,
        probe: element ? element.tagName.toLowerCase() : null,
        device: {
          cores: navigator.hardwareConcurrency,
          memoryGB: navigator.deviceMemory,
          effectiveType: connection?.effectiveType,
          downlink: connection?.downlink,
          profile: ["data-device", "data-low-end", "data-slow-connection", "data-motion"].map((name) => `${name}=${root.getAttribute(name) ?? "-"}`).join(" "),
        },
      };
    },
  };
}

/** Network and CPU conditions for one page, through its DevTools session. */
export async function applyConditions(cdp, profile) {
  await cdp.send("Network.enable");
  if (profile.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
  if (profile.cpuSlowdown) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
}

/**
 * Follows the page's network activity: the bytes of the requests that finished (encodedDataLength:
 * what came over the network, headers included; nothing for the browser's cache), and how long the
 * network has been quiet. A request counts as outstanding until its response arrives, then as activity
 * while its body does: a response whose body the page never reads (a 503 the page retries instead)
 * gets its bytes but never a "finished" event, and must not keep the page busy for ever. `reset`
 * starts a new count: only requests sent after it are added. `requests` lists those, each with its
 * URL, method, resource type, when it was sent and when it finished or failed (DevTools' monotonic
 * seconds; `wallTime` is the wall clock, in seconds, at `sentAt`), and its bytes: when finished, as
 * counted above, else the body bytes that have come so far (a stream still open).
 */
export function trackNetwork(cdp) {
  let counted = new Map();
  const awaitingResponse = new Set();
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type, timestamp, wallTime }) => {
    awaitingResponse.add(requestId);
    // A redirect is sent again under the same id: the request started with the first.
    if (!counted.has(requestId))
      counted.set(requestId, {
        url: request.url,
        method: request.method,
        type: type ?? "Other",
        sentAt: timestamp,
        wallTime,
        endedAt: null,
        finished: false,
        bytes: 0,
      });
    touch();
  });
  cdp.on("Network.responseReceived", ({ requestId }) => {
    awaitingResponse.delete(requestId);
    touch();
  });
  cdp.on("Network.dataReceived", ({ requestId, encodedDataLength }) => {
    const entry = counted.get(requestId);
    if (entry && !entry.finished) entry.bytes += encodedDataLength ?? 0;
    touch();
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength, timestamp }) => {
    const entry = counted.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, endedAt: timestamp, finished: true });
    awaitingResponse.delete(requestId);
    touch();
  });
  cdp.on("Network.loadingFailed", ({ requestId, timestamp }) => {
    const entry = counted.get(requestId);
    if (entry) entry.endedAt = timestamp;
    awaitingResponse.delete(requestId);
    touch();
  });
  return {
    reset() {
      counted = new Map();
    },
    bytes: () => [...counted.values()].reduce((sum, entry) => sum + (entry.finished ? entry.bytes : 0), 0),
    requests: () => [...counted.values()].map((entry) => ({ ...entry })),
    quietFor: () => (awaitingResponse.size === 0 ? Date.now() - lastActivity : 0),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quietMs = 1_000;

/**
 * Waits until the page is idle: `load` has fired (page.goto waited for it), the page has hydrated,
 * and the network has been quiet for a second (see trackNetwork); or until `capMs` after `startedAt`, whichever
 * comes first. Returns whether it became idle before the cap.
 */
export async function waitUntilIdle(page, network, startedAt, capMs) {
  while (Date.now() - startedAt < capMs) {
    const hydrated = await page.evaluate(() => window.__visitorBench?.isHydrated() === true);
    if (hydrated && network.quietFor() >= quietMs) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Whether the brand font was in use at LCP: every web font file the page requested had arrived by
 * then (resource timing), and the probed element's text is set in a web font (the font Chromium used
 * for most of its glyphs is one of the site's families, not a system fallback).
 */
export async function brandFontAtLcp(cdp, metrics, families) {
  const filesByLcp = metrics.lcp !== null && metrics.fonts.length > 0 && metrics.fonts.every((font) => font.responseEnd > 0 && font.responseEnd <= metrics.lcp);
  const family = await renderedFamily(cdp);
  return { ok: filesByLcp && family !== null && families.test(family), filesByLcp, family };
}

/** The family of the font that set most of the probed element's glyphs, as Chromium reports it. */
async function renderedFamily(cdp) {
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-visitor-font-probe]" });
  if (!nodeId) return null;
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  const main = fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0];
  return main ? main.familyName : null;
}
