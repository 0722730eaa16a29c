import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CtaBand } from "@/components/marketing/cta-band";
import { buttonClass } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { TagList } from "@/components/ui/tag-list";
import { getIndustry, getProject, getProjects, getService } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

type Props = { params: Promise<{ projectId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProjects().map((project) => ({ projectId: project.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject((await params).projectId);
  if (!project) return {};
  return pageMetadata({ title: project.title, description: project.summary, path: `/projectdetail/${project.id}` });
}

export default async function ProjectDetailPage({ params }: Props) {
  const project = getProject((await params).projectId);
  if (!project) notFound();
  const industry = getIndustry(project.industryId);
  const services = project.serviceIds.flatMap((id) => getService(id) ?? []);
  return (
    <>
      <PageIntro eyebrow={`Case study · ${project.client}`} title={project.title} lead={project.summary}>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={project.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "md")}>
            Live demo<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={project.sourceUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "md")}>
            Source code<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </PageIntro>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-12">
          <section aria-labelledby="problem-title">
            <h2 id="problem-title" className="font-display text-2xl font-semibold">The problem</h2>
            <p className="mt-4 text-fg-muted">{project.problem}</p>
          </section>
          <section aria-labelledby="solution-title">
            <h2 id="solution-title" className="font-display text-2xl font-semibold">What we built</h2>
            <p className="mt-4 text-fg-muted">{project.solution}</p>
          </section>
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="font-display text-2xl font-semibold">Results</h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {project.results.map((result) => (
                <li key={result} className="surface p-5 font-medium text-fg">{result}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-label="Project facts" className="surface h-fit space-y-6 p-6">
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">Client</h2>
            <p className="mt-1">{project.client}, {project.year}</p>
          </div>
          {industry ? (
            <div>
              <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">Industry</h2>
              <Link href={`/industry/${industry.id}`} className="mt-1 inline-block text-accent hover:underline">{industry.name}</Link>
            </div>
          ) : null}
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">Services</h2>
            <ul className="mt-1 space-y-1">
              {services.map((service) => (
                <li key={service.id}>
                  <Link href={`/services#${service.id}`} className="text-accent hover:underline">{service.title}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">Technologies</h2>
            <TagList items={project.technologies} label="Technologies used" />
          </div>
        </aside>
      </div>
      <CtaBand title="Planning something similar?" lead="We will tell you honestly what it takes, and what it does not." />
    </>
  );
}
