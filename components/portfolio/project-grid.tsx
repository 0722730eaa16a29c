import type { ProjectSummary } from "@/lib/content";
import { ProjectCard } from "./project-card";

export function ProjectGrid({
  projects,
  headingLevel,
  eagerFirst = false,
}: {
  projects: readonly ProjectSummary[];
  headingLevel?: "h2" | "h3";
  /** The list opens the page: its first picture is in the first screen. */
  eagerFirst?: boolean;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id} className="render-when-near [--near-size:30rem]">
          <ProjectCard project={project} headingLevel={headingLevel} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
