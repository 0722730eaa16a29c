"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FilterChips } from "@/components/ui/filter-chips";
import type { ProjectSummary } from "@/lib/content";
import { useUrlQuery } from "@/lib/site/use-url-query";
import { ProjectGrid } from "./project-grid";

type PortfolioBrowserProps = {
  projects: readonly ProjectSummary[];
  industries: readonly { id: string; name: string }[];
  technologies: readonly string[];
};

/** Case studies filtered by industry and technology; the choice lives in the URL (?industry=&tech=). */
export function PortfolioBrowser({ projects, industries, technologies }: PortfolioBrowserProps) {
  const [query, setQuery] = useUrlQuery();
  const selectId = useId();
  const industry = industries.find(({ id }) => id === query.get("industry"))?.id ?? null;
  const technology = technologies.find((name) => name === query.get("tech")) ?? null;
  const shown = projects.filter(
    (project) => (industry === null || project.industryId === industry) && (technology === null || project.technologies.includes(technology)),
  );

  return (
    <div>
      <div className="flex flex-col gap-6 xl:flex-row xl:items-end xl:justify-between">
        <FilterChips
          label="Filter by industry"
          options={industries.map(({ id, name }) => ({ value: id, label: name }))}
          selected={industry}
          onSelect={(value) => setQuery({ industry: value })}
        />
        <div className="w-full xl:max-w-xs">
          <label htmlFor={selectId} className="text-sm font-medium text-fg-muted">
            Technology
          </label>
          <select
            id={selectId}
            value={technology ?? ""}
            onChange={(event) => setQuery({ tech: event.target.value || null })}
            className="mt-2 h-11 w-full rounded-full border border-ink-600 bg-ink-900 px-4 text-fg focus:border-accent"
          >
            <option value="">All technologies</option>
            {technologies.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-8 text-sm text-fg-subtle">
        {shown.length === projects.length ? `${projects.length} case studies` : `${shown.length} of ${projects.length} case studies`}
      </p>
      <div className="mt-4">
        {shown.length > 0 ? (
          <ProjectGrid projects={shown} headingLevel="h2" eagerFirst />
        ) : (
          <div className="surface flex flex-col items-start gap-4 p-8">
            <p className="text-fg-muted">No case study matches both filters yet.</p>
            <Button variant="secondary" onClick={() => setQuery({ industry: null, tech: null })}>
              Clear filters
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
