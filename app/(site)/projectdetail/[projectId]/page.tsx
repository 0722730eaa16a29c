import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { notFound } from "next/navigation";
import { CtaBand } from "@/components/marketing/cta-band";
import { buttonClass } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { ProjectGrid } from "@/components/portfolio/project-grid";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { ContentImage } from "@/components/ui/content-image";
import { TagList } from "@/components/ui/tag-list";
import { getIndustry, getProject, getProjects, getService, industryName, toProjectSummary } from "@/lib/content";
import type { Project } from "@/lib/content/schema";
import { pageMetadata } from "@/lib/site/metadata";
import { creativeWorkJsonLd } from "@/lib/site/structured-data";

type Props = { params: Promise<{ projectId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProjects().map((project) => ({ projectId: project.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject((await params).projectId);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title} for ${project.client}`,
    description: project.summary,
    path: `/projectdetail/${project.id}`,
    image: { url: `/og/projectdetail/${project.id}`, alt: `${project.title}: a case study` },
  });
}

/** Same industry first, then the most services in common. */
function relatedProjects(project: Project, limit = 3): Project[] {
  const score = (other: Project) =>
    (other.industryId === project.industryId ? 10 : 0) + other.serviceIds.filter((id) => project.serviceIds.includes(id)).length;
  return getProjects()
    .filter((other) => other.id !== project.id)
    .map((other) => ({ other, points: score(other) }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, limit)
    .map(({ other }) => other);
}

export default async function ProjectDetailPage({ params }: Props) {
  const project = getProject((await params).projectId);
  if (!project) notFound();
  const industry = getIndustry(project.industryId);
  const services = project.serviceIds.flatMap((id) => getService(id) ?? []);
  const related = relatedProjects(project);
  return (
    <>
      <JsonLd data={creativeWorkJsonLd(project, industryName(project.industryId))} />
      <PageIntro
        eyebrow={`Case study · ${project.client}`}
        title={project.title}
        lead={project.summary}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: "Portfolio", path: "/portfolio" },
              { name: project.title, path: `/projectdetail/${project.id}` },
            ]}
          />
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={project.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "md")}>
            Live demo<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={project.sourceUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "md")}>
            Source code<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </PageIntro>
      <figure className="container-page pt-12">
        <ContentImage
          image={project.screenshot}
          width={1600}
          height={1000}
          sizes="(min-width: 1280px) 1216px, 100vw"
          eager
          className="w-full rounded-(--radius-card) border border-ink-700 shadow-card"
        />
        <figcaption className="mt-3 text-sm text-fg-subtle">{project.screenshot.alt}</figcaption>
      </figure>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-12">
          <section aria-labelledby="problem-title">
            <h2 id="problem-title" className="font-display text-2xl font-semibold">
              The problem
            </h2>
            <p className="mt-4 text-fg-muted">{project.problem}</p>
          </section>
          <section aria-labelledby="solution-title">
            <h2 id="solution-title" className="font-display text-2xl font-semibold">
              What we built
            </h2>
            <p className="mt-4 text-fg-muted">{project.solution}</p>
          </section>
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="font-display text-2xl font-semibold">
              Results
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {project.results.map((result) => (
                <li key={result} className="surface p-5 font-medium text-fg">
                  {result}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-label="Project facts" className="surface h-fit space-y-6 p-6">
          <div>
            <h2 className="label-caps text-fg-subtle">Client</h2>
            <p className="mt-1">
              {project.client}, {project.year}
            </p>
          </div>
          {industry ? (
            <div>
              <h2 className="label-caps text-fg-subtle">Industry</h2>
              <Link href={`/industry/${industry.id}`} className="mt-1 inline-block text-accent hover:underline">
                {industry.name}
              </Link>
            </div>
          ) : null}
          <div>
            <h2 className="label-caps text-fg-subtle">Services</h2>
            <ul className="mt-1 space-y-1">
              {services.map((service) => (
                <li key={service.id}>
                  <Link href={`/services/${service.id}`} className="text-accent hover:underline">
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-3 label-caps text-fg-subtle">Technologies</h2>
            <TagList items={project.technologies} label="Technologies used" />
          </div>
        </aside>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-projects-title" className="container-page pb-16">
          <h2 id="related-projects-title" className="font-display text-3xl font-semibold">
            Related case studies
          </h2>
          <div className="mt-8">
            <ProjectGrid projects={related.map(toProjectSummary)} />
          </div>
        </section>
      ) : null}
      <CtaBand title="Planning something similar?" lead="We will tell you honestly what it takes, and what it does not." />
    </>
  );
}
