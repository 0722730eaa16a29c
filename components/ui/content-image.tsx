import Image from "next/image";

type ContentImageProps = {
  image: { src: string; alt: string };
  width: number;
  height: number;
  /** Which width the image takes at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /**
   * Above the fold: fetched with the page instead of lazily, but never preloaded: the HTML is the same
   * for every device, and preloading is for fast desktops only.
   */
  eager?: boolean;
  className?: string;
};

/** An image shipped in public/images; SVGs are served as they are, rasters through the image optimiser. */
export function ContentImage({ image, width, height, sizes, eager = false, className }: ContentImageProps) {
  const picture = (
    <Image
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      unoptimized={image.src.endsWith(".svg")}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
  // React's server renderer turns every non-lazy <img> into a <link rel="preload"> unless it sits in a
  // <picture>; `contents` keeps the wrapper out of the layout.
  return eager ? <picture className="contents">{picture}</picture> : picture;
}
