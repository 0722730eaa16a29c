import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { BulletList } from "@/components/marketing/bullet-list";
import { CtaBand } from "@/components/marketing/cta-band";
import { PresalesFaqHighlights, presalesFaqEntries } from "@/components/marketing/presales-faq";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonClass, pillLinkClass } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { TagList } from "@/components/ui/tag-list";
import { getServices, projectsForService } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";
import { serviceJsonLd } from "@/lib/site/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Services",
  description: "Custom software, web development, mobile apps, UX/UI design and DevOps: what each includes, what you receive and how we work.",
  path: "/services",
});

/** What people weighing up a service ask first: how we engage, what it costs, how it starts, who owns it. */
const faqIds = ["engagement-models", "rates-and-prices", "how-a-project-starts", "ip-ownership"];

export default function ServicesPage() {
  const services = getServices();
  return (
    <>
      <JsonLd data={services.map(serviceJsonLd)} />
      <PageIntro
        eyebrow="Services"
        title="Everything it takes to ship and run a product"
        lead="Hire us for one discipline or the whole journey. Either way you get senior people, a fortnightly release rhythm and code you own outright."
      >
        <nav aria-label="Services on this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service.id}>
                <a href={`#${service.id}`} className={pillLinkClass}>
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      {services.map((service) => {
        const caseStudies = projectsForService(service.id).length;
        return (
          <section
            key={service.id}
            id={service.id}
            aria-labelledby={`${service.id}-title`}
            className="container-page scroll-mt-24 border-b border-ink-700/60 py-16"
          >
            <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr]">
              <div>
                <h2 id={`${service.id}-title`} className="font-display text-3xl font-semibold">
                  {service.title}
                </h2>
                <p className="mt-2 font-medium text-accent">{service.tagline}</p>
                <p className="mt-4 text-fg-muted">{service.summary}</p>
                <div className="mt-6">
                  <TagList items={service.technologies} label={`${service.title} technologies`} />
                </div>
                <Link href={`/services/${service.id}`} className={buttonClass("primary", "md", "mt-8")}>
                  Explore {service.title}
                  <span aria-hidden="true">→</span>
                </Link>
              </div>
              <div>
                <h3 className="font-display text-lg font-semibold">What it includes</h3>
                <div className="mt-4">
                  <BulletList items={service.includes} />
                </div>
                <p className="mt-6 text-sm text-fg-subtle">
                  {service.process.length} steps from first conversation to handover · {service.deliverables.length} deliverables · {caseStudies}{" "}
                  {caseStudies === 1 ? "case study" : "case studies"}
                </p>
              </div>
            </div>
          </section>
        );
      })}
      <Section id="faq" eyebrow="FAQ" title="Questions clients ask before hiring us">
        <PresalesFaqHighlights entries={presalesFaqEntries(faqIds)} />
      </Section>
      <CtaBand title="Not sure which service you need?" lead="Describe the outcome you want; we will suggest the smallest engagement that gets you there." />
    </>
  );
}
