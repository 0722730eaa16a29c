import Link from "@/components/layout/link";
import { MediaCard } from "@/components/ui/media-card";
import type { ProjectSummary } from "@/lib/content";

export function ProjectCard({
  project,
  headingLevel: Heading = "h3",
  eager = false,
}: {
  project: ProjectSummary;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}) {
  return (
    <MediaCard image={project.screenshot} width={1600} height={1000} aspect="aspect-[16/10]" eager={eager}>
      <p className="label-caps text-fg-subtle">
        {project.client} · {project.industry}
      </p>
      <Heading className="mt-3 font-display text-xl font-semibold">
        <Link href={`/projectdetail/${encodeURIComponent(project.id)}`} className="stretched-link">
          {project.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-sm text-fg-muted">{project.summary}</p>
      <p className="mt-5 text-sm font-medium text-accent">{project.headline}</p>
      <p className="mt-4 text-xs text-fg-subtle">{project.technologies.slice(0, 4).join(" · ")}</p>
    </MediaCard>
  );
}
