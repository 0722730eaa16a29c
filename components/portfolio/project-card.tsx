import Link from "next/link";
import { ContentImage } from "@/components/ui/content-image";
import type { ProjectSummary } from "@/lib/content";

export function ProjectCard({ project, headingLevel: Heading = "h3" }: { project: ProjectSummary; headingLevel?: "h2" | "h3" }) {
  return (
    <article className="surface group relative flex h-full flex-col overflow-hidden transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-accent/50">
      <ContentImage
        image={project.screenshot}
        width={1600}
        height={1000}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[16/10] w-full border-b border-ink-700 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">
          {project.client} · {project.industry}
        </p>
        <Heading className="mt-3 font-display text-xl font-semibold">
          <Link href={`/projectdetail/${encodeURIComponent(project.id)}`} className="after:absolute after:inset-0 after:rounded-[inherit]">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm text-fg-muted">{project.summary}</p>
        <p className="mt-5 text-sm font-medium text-accent">{project.headline}</p>
        <p className="mt-4 text-xs text-fg-subtle">{project.technologies.slice(0, 4).join(" · ")}</p>
      </div>
    </article>
  );
}
