/** Runs `start` after `load`, 100 ms, then an idle period, so deferred work (the 3D scene, the animation code) never competes with the page itself. Returns a cancel function. */
export function whenPageSettled(start: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start);
      else timer = window.setTimeout(start, 0);
    }, 100);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
