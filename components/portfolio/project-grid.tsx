import type { ProjectSummary } from "@/lib/content";
import { ProjectCard } from "./project-card";

export function ProjectGrid({ projects, headingLevel }: { projects: readonly ProjectSummary[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
