import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageIntro } from "@/components/ui/page-intro";
import { TagList } from "@/components/ui/tag-list";
import { getServices } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Services",
  description: "Custom software, web development, mobile apps, UX/UI design and DevOps: what each includes, what you receive and how we work.",
  path: "/services",
});

export default function ServicesPage() {
  const services = getServices();
  return (
    <>
      <PageIntro
        eyebrow="Services"
        title="Everything it takes to ship and run a product"
        lead="Hire us for one discipline or the whole journey. Either way you get senior people, a fortnightly release rhythm and code you own outright."
      >
        <nav aria-label="Services on this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service.id}>
                <a href={`#${service.id}`} className="inline-flex rounded-full border border-ink-600 px-4 py-2 text-sm text-fg-muted hover:border-accent/60 hover:text-fg">
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      {services.map((service) => (
        <section key={service.id} id={service.id} aria-labelledby={`${service.id}-title`} className="container-page scroll-mt-24 border-b border-ink-700/60 py-16">
          <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
            <div>
              <h2 id={`${service.id}-title`} className="font-display text-3xl font-semibold">{service.title}</h2>
              <p className="mt-2 font-medium text-accent">{service.tagline}</p>
              <p className="mt-4 text-fg-muted">{service.summary}</p>
              <div className="mt-6">
                <TagList items={service.technologies} label={`${service.title} technologies`} />
              </div>
            </div>
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="font-display text-lg font-semibold">What it includes</h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-fg-muted marker:text-accent">
                  {service.includes.map((item) => <li key={item}>{item}</li>)}
                </ul>
              </div>
              <div>
                <h3 className="font-display text-lg font-semibold">What you receive</h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-fg-muted marker:text-accent">
                  {service.deliverables.map((item) => <li key={item}>{item}</li>)}
                </ul>
              </div>
              <div className="sm:col-span-2">
                <h3 className="font-display text-lg font-semibold">Questions clients ask</h3>
                <dl className="mt-3 space-y-4">
                  {service.faq.map((entry) => (
                    <div key={entry.question}>
                      <dt className="font-medium text-fg">{entry.question}</dt>
                      <dd className="mt-1 text-sm text-fg-muted">{entry.answer}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </div>
        </section>
      ))}
      <CtaBand title="Not sure which service you need?" lead="Describe the outcome you want; we will suggest the smallest engagement that gets you there." />
    </>
  );
}
