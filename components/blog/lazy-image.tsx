/* eslint-disable @next/next/no-img-element -- article images load by data-src on our own schedule, which next/image cannot do. */
import type { ComponentProps, CSSProperties } from "react";
import { lazyImagePlaceholder } from "@/lib/device/lazy-images";

export type LazyImageProps = Pick<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "title" | "className">;

function toPixels(value: number | string | undefined): number | undefined {
  const pixels = Number(value);
  return value !== undefined && Number.isFinite(pixels) && pixels > 0 ? pixels : undefined;
}

/**
 * An article image that the browser fetches only when lazy-images.tsx moves data-src into src, near the
 * viewport; until then its src is an empty placeholder of the same proportions. Without JavaScript
 * nothing replaces the placeholder, so that copy is hidden and the noscript copy shows the image.
 */
export function LazyImage({ src, alt, width, height, title, className = "" }: LazyImageProps) {
  if (typeof src !== "string" || src === "") throw new Error("An article image needs a src");
  if (alt === undefined) throw new Error(`The article image ${src} needs alt text (alt="" only if it is decorative)`);
  const w = toPixels(width);
  const h = toPixels(height);
  const ratio: CSSProperties | undefined = w && h ? { aspectRatio: `${w} / ${h}` } : undefined;
  return (
    <>
      <img
        src={lazyImagePlaceholder(w, h)}
        data-src={src}
        alt={alt}
        title={title}
        width={w}
        height={h}
        loading="lazy"
        decoding="async"
        style={ratio}
        className={`block h-auto w-full rounded-card bg-ink-850 text-transparent noscript:hidden data-failed:text-fg-subtle ${className}`}
      />
      <noscript>
        <img src={src} alt={alt} title={title} width={w} height={h} className={`block h-auto w-full rounded-card ${className}`} />
      </noscript>
    </>
  );
}
