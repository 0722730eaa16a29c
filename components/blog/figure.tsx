import { LazyImage } from "./lazy-image";

export type FigureProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
};

/** An article diagram or screenshot with its caption: `<Figure src=… alt=… width={…} height={…} caption=… />` in MDX. */
export function Figure({ src, alt, width, height, caption }: FigureProps) {
  return (
    <figure className="py-3">
      <LazyImage src={src} alt={alt} width={width} height={height} className="border border-ink-700" />
      {caption ? <figcaption className="mt-3 text-center text-sm leading-relaxed text-fg-subtle">{caption}</figcaption> : null}
    </figure>
  );
}
