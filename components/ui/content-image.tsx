import Image from "next/image";

type ContentImageProps = {
  image: { src: string; alt: string };
  width: number;
  height: number;
  /** Which width the image takes at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** Above the fold: fetched early instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** An image shipped in public/images; SVGs are served as they are, rasters through the image optimiser. */
export function ContentImage({ image, width, height, sizes, eager = false, className }: ContentImageProps) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      unoptimized={image.src.endsWith(".svg")}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      className={className}
    />
  );
}
