import type { About } from "@/lib/content/schema";

export function Testimonials({ items }: { items: About["testimonials"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="surface flex h-full flex-col p-6">
            <blockquote className="flex-1 text-lg text-fg">&ldquo;{item.quote}&rdquo;</blockquote>
            <figcaption className="mt-6 text-sm text-fg-muted">
              <span className="font-semibold text-fg">{item.name}</span>, {item.role}, {item.company}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
