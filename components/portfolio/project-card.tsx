import Link from "next/link";
import type { Project } from "@/lib/content/schema";
import { industryName } from "@/lib/content";

export function ProjectCard({ project, headingLevel: Heading = "h3" }: { project: Project; headingLevel?: "h2" | "h3" }) {
  return (
    <article className="surface group relative flex h-full flex-col p-6 transition-colors hover:border-accent/50">
      <p className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">
        {project.client} · {industryName(project.industryId)}
      </p>
      <Heading className="mt-3 font-display text-xl font-semibold">
        <Link href={`/projectdetail/${encodeURIComponent(project.id)}`} className="after:absolute after:inset-0 after:rounded-[inherit]">
          {project.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-sm text-fg-muted">{project.summary}</p>
      <p className="mt-5 text-sm font-medium text-accent">{project.results[0]}</p>
      <p className="mt-4 text-xs text-fg-subtle">{project.technologies.slice(0, 4).join(" · ")}</p>
    </article>
  );
}
