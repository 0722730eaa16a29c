import Link from "@/components/layout/link";
import type { Service } from "@/lib/content/schema";

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="surface relative flex h-full flex-col p-6 transition-colors hover:border-accent/50">
      <h3 className="font-display text-xl font-semibold">
        <Link href={`/services/${service.id}`} className="stretched-link">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm font-medium text-accent">{service.tagline}</p>
      <p className="mt-3 flex-1 text-sm text-fg-muted">{service.summary}</p>
    </article>
  );
}
