import type { ReactNode } from "react";
import { ContentImage } from "./content-image";

type MediaCardProps = {
  image: { src: string; alt: string };
  width: number;
  height: number;
  /** Tailwind aspect ratio of the picture, e.g. "aspect-[16/10]". */
  aspect: string;
  /** The card's picture shows in the first screen, so it is fetched with the page rather than lazily. */
  eager?: boolean;
  children: ReactNode;
};

/** A card with a picture on top; one link inside stretches over the whole card. */
export function MediaCard({ image, width, height, aspect, eager, children }: MediaCardProps) {
  return (
    <article className="surface card-interactive group relative flex h-full flex-col overflow-hidden">
      <ContentImage
        image={image}
        width={width}
        height={height}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        eager={eager}
        className={`${aspect} w-full border-b border-ink-700 object-cover`}
      />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  );
}
