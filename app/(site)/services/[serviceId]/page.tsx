import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { notFound } from "next/navigation";
import { pillLinkClass } from "@/components/ui/button";
import { BulletList } from "@/components/marketing/bullet-list";
import { CostAndTimeline } from "@/components/marketing/cost-and-timeline";
import { CtaBand } from "@/components/marketing/cta-band";
import { ProjectGrid } from "@/components/portfolio/project-grid";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { FaqList } from "@/components/ui/faq-list";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { TagList } from "@/components/ui/tag-list";
import { getService, getServices, projectsForService, toProjectSummary } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";
import { serviceJsonLd } from "@/lib/site/structured-data";
import { replyPromise } from "@/lib/content/company";

type Props = { params: Promise<{ serviceId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getServices().map((service) => ({ serviceId: service.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).serviceId);
  if (!service) return {};
  return pageMetadata({
    title: `${service.title} services`,
    description: service.description,
    path: `/services/${service.id}`,
    image: { url: `/og/services/${service.id}`, alt: `${service.title} at Northbeam` },
  });
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).serviceId);
  if (!service) notFound();
  const projects = projectsForService(service.id);
  const others = getServices().filter((other) => other.id !== service.id);
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <PageIntro
        eyebrow="Service"
        title={service.title}
        lead={service.tagline}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: "Services", path: "/services" },
              { name: service.title, path: `/services/${service.id}` },
            ]}
          />
        }
      >
        <p className="mt-4 max-w-2xl text-fg-muted">{service.summary}</p>
      </PageIntro>
      <Section id="scope" eyebrow="Scope" title="What it includes and what you receive">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="font-display text-lg font-semibold">What it includes</h3>
            <div className="mt-4">
              <BulletList items={service.includes} />
            </div>
          </div>
          <div>
            <h3 className="font-display text-lg font-semibold">What you receive</h3>
            <div className="mt-4">
              <BulletList items={service.deliverables} />
            </div>
          </div>
        </div>
      </Section>
      <Section id="process" eyebrow="Process" title={`How a ${service.title.toLowerCase()} engagement runs`}>
        <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {service.process.map((step, index) => (
            <li key={step.title} className="surface p-6">
              <p className="font-display text-sm font-semibold text-accent">Step {index + 1}</p>
              <h3 className="mt-2 font-display text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-fg-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="cost" eyebrow="Cost and timeline" title="What it costs and how long it takes">
        <CostAndTimeline engagements={service.engagements} />
      </Section>
      <Section id="technologies" eyebrow="Technologies" title="The tools we reach for">
        <TagList items={service.technologies} label={`${service.title} technologies`} />
      </Section>
      {projects.length > 0 ? (
        <Section id="work" eyebrow="Case studies" title={`${service.title} in practice`}>
          <ProjectGrid projects={projects.map(toProjectSummary)} />
        </Section>
      ) : null}
      <Section id="faq" eyebrow="FAQ" title="Questions clients ask">
        <FaqList entries={service.faq} />
      </Section>
      <Section id="other-services" eyebrow="Also from us" title="Other services">
        <ul className="flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.id}>
              <Link href={`/services/${other.id}`} className={pillLinkClass}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title={`Talk to us about ${service.title.toLowerCase()}`}
        lead={`Tell us what you are working on. A senior person replies within ${replyPromise}.`}
      />
    </>
  );
}
