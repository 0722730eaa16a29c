import { whenPageSettled } from "./idle";

export type LazyImageOptions = {
  /** How far outside the viewport an image starts loading, in CSS pixels. */
  thresholdPx: number;
  /** Fetch every remaining image once the page has settled. */
  preloadAll: boolean;
};

const PENDING = "img[data-src]";

/**
 * The src of an image until data-src replaces it: an empty inline SVG with the image's proportions, so
 * the element is valid HTML and keeps its space, yet nothing is fetched before the image is near.
 */
export function lazyImagePlaceholder(width?: number, height?: number): string {
  const size = width && height ? ` width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'` : "";
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg'${size}/>`)}`;
}

function markWhenSettled(image: HTMLImageElement): void {
  const settle = (event: Event) => {
    image.removeEventListener("load", settle);
    image.removeEventListener("error", settle);
    image.setAttribute(event.type === "load" ? "data-loaded" : "data-failed", "");
  };
  image.addEventListener("load", settle);
  image.addEventListener("error", settle);
}

/** Moves data-srcset and data-src into place, once; a failed image is marked, never retried. */
function loadLazyImage(image: HTMLImageElement): void {
  const src = image.getAttribute("data-src");
  if (src === null) return;
  const srcset = image.getAttribute("data-srcset");
  markWhenSettled(image);
  if (srcset !== null) image.srcset = srcset;
  image.src = src;
  image.removeAttribute("data-src");
  image.removeAttribute("data-srcset");
}

function pendingImages(root: ParentNode): HTMLImageElement[] {
  return [...root.querySelectorAll<HTMLImageElement>(PENDING)];
}

/** Loads the images under `root` as they come within `thresholdPx` of the viewport. Returns a cleanup. */
export function observeLazyImages(root: ParentNode, { thresholdPx, preloadAll }: LazyImageOptions): () => void {
  if (typeof IntersectionObserver === "undefined") {
    pendingImages(root).forEach(loadLazyImage);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLImageElement)) continue;
        observer.unobserve(entry.target);
        loadLazyImage(entry.target);
      }
    },
    { rootMargin: `${thresholdPx}px 0px` },
  );
  pendingImages(root).forEach((image) => observer.observe(image));
  const cancelPreload = preloadAll
    ? whenPageSettled(() => {
        observer.disconnect();
        for (const image of pendingImages(root)) {
          // Native lazy loading would otherwise hold an off-screen image back again.
          image.setAttribute("loading", "eager");
          loadLazyImage(image);
        }
      })
    : () => {};
  return () => {
    observer.disconnect();
    cancelPreload();
  };
}
