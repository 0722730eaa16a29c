import { simplifiedStorageKey } from "./simplified";

/**
 * The root layout's inline head script: before the first paint it puts the device's class on <html>, so
 * CSS adapts without a re-render (data-device, data-low-end, data-slow-connection, data-motion, and
 * data-simplified when the visit was switched to the simplified site), and re-applies it when a
 * breakpoint, reduced motion or the connection changes. The rules are classifyDevice's (profile.ts),
 * written out again as plain ES5 for every browser; head-script.test.ts holds the two to the same
 * answers over a table of devices.
 */
export const deviceHeadScript = `(function () {
  var root = document.documentElement;
  var tvAgent = /SmartTV|SMART-TV|Smart TV|Tizen|Web0S|webOS|HbbTV|Android TV|GoogleTV|\\bAFT[A-Z0-9]*|CrKey|BRAVIA|NetCast|Roku|AppleTV|PhilipsTV|VIDAA|Opera TV|TV Safari/i;
  var handheldAgent = /Mobi|iPhone|iPad|iPod|Android|Tablet|Silk|Kindle|PlayBook/i;
  var oldOsAgent = /Android [1-6](?:\\.\\d+)*[;)]|(?:iPhone|CPU) OS (?:[1-9]|1[0-2])_\\d|Windows NT (?:5\\.\\d|6\\.[01])\\b|Windows (?:98|95|CE)/;
  function apply() {
    try {
      if (sessionStorage.getItem(${JSON.stringify(simplifiedStorageKey)}) === "1") root.setAttribute("data-simplified", "");
    } catch (e) {}
    var agent = navigator.userAgent, width = innerWidth, height = innerHeight;
    var memory = navigator.deviceMemory, cores = navigator.hardwareConcurrency, connection = navigator.connection || {};
    var mobile = width < 768, tablet = width >= 768 && width < 1024;
    var fine = !!window.matchMedia && matchMedia("(any-pointer: fine)").matches;
    var tv = tvAgent.test(agent) || (!mobile && !tablet && !handheldAgent.test(agent) && !fine && width >= 1920 && height >= 1080);
    var weak = (memory !== undefined && memory < 4) || (!!cores && cores <= 4);
    var lowEnd = weak || tv || oldOsAgent.test(agent);
    var type = connection.effectiveType;
    var slow = type === "slow-2g" || type === "2g" || type === "3g" || (connection.downlink !== undefined && connection.downlink < 1.5);
    var reduced = !!window.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches;
    root.setAttribute("data-device", tv ? "tv" : mobile ? "mobile" : tablet ? "tablet" : "desktop");
    root.toggleAttribute("data-low-end", lowEnd);
    root.toggleAttribute("data-slow-connection", slow);
    root.setAttribute("data-motion", lowEnd || reduced || root.hasAttribute("data-simplified") ? "off" : weak ? "short" : "full");
  }
  apply();
  ["(min-width: 768px)", "(min-width: 1024px)", "(min-width: 1920px) and (min-height: 1080px)", "(any-pointer: fine)", "(prefers-reduced-motion: reduce)"].forEach(function (query) {
    var list = window.matchMedia && matchMedia(query);
    if (list && list.addEventListener) list.addEventListener("change", apply);
    else if (list) list.addListener(apply);
  });
  if (navigator.connection && navigator.connection.addEventListener) navigator.connection.addEventListener("change", apply);
})();`;
