import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { notFound } from "next/navigation";
import { pillLinkClass } from "@/components/ui/button";
import { BulletList } from "@/components/marketing/bullet-list";
import { CtaBand } from "@/components/marketing/cta-band";
import { ProjectGrid } from "@/components/portfolio/project-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { getIndustries, getIndustry, getService, projectsForIndustry, toProjectSummary } from "@/lib/content";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { pageMetadata } from "@/lib/site/metadata";

type Props = { params: Promise<{ industryId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getIndustries().map((industry) => ({ industryId: industry.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const industry = getIndustry((await params).industryId);
  if (!industry) return {};
  return pageMetadata({ title: `Software for ${industry.name}`, description: industry.description, path: `/industry/${industry.id}` });
}

export default async function IndustryPage({ params }: Props) {
  const industry = getIndustry((await params).industryId);
  if (!industry) notFound();
  const projects = projectsForIndustry(industry.id);
  const services = industry.serviceIds.flatMap((id) => getService(id) ?? []);
  return (
    <>
      <PageIntro
        eyebrow="Industry"
        title={`Software for ${industry.name}`}
        lead={industry.summary}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: "Proficiency", path: "/ourexpertise" },
              { name: industry.name, path: `/industry/${industry.id}` },
            ]}
          />
        }
      />
      <Section id="challenges" title="The challenges we see">
        <div className="grid gap-10 lg:grid-cols-2">
          <ul className="space-y-4">
            {industry.challenges.map((challenge) => (
              <li key={challenge} className="surface p-5 text-fg-muted">
                {challenge}
              </li>
            ))}
          </ul>
          <div>
            <h3 className="font-display text-xl font-semibold">How we solve them</h3>
            <div className="mt-4">
              <BulletList items={industry.solutions} />
            </div>
          </div>
        </div>
      </Section>
      {projects.length > 0 ? (
        <Section id="projects" title={`${industry.name} case studies`}>
          <ProjectGrid projects={projects.map(toProjectSummary)} />
        </Section>
      ) : null}
      <Section id="services" title="Services we bring">
        <ul className="flex flex-wrap gap-3">
          {services.map((service) => (
            <li key={service.id}>
              <Link href={`/services/${service.id}`} className={pillLinkClass}>
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={`Building for ${industry.name}?`} lead="Tell us about your constraints; we have probably met them before." />
    </>
  );
}
