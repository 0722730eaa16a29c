import type { Metadata } from "next";
import { ArticleList } from "@/components/blog/article-list";
import { CtaBand } from "@/components/marketing/cta-band";
import { HeroVisual } from "@/components/marketing/hero-visual";
import { ProjectActions } from "@/components/marketing/project-actions";
import { ProcessSteps } from "@/components/marketing/process-steps";
import { ServiceCard } from "@/components/marketing/service-card";
import { Testimonials } from "@/components/marketing/testimonials";
import { ProjectGrid } from "@/components/portfolio/project-grid";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { getArticles, getAbout, getProjects, getServices, toArticleSummary, toProjectSummary } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";
import { replyPromise, siteInfo } from "@/lib/content/company";

export const metadata: Metadata = {
  ...pageMetadata({ title: `${siteInfo.name}: software development studio`, description: siteInfo.description, path: "/" }),
  title: { absolute: `${siteInfo.name}: custom software, web and mobile development studio` },
};

export default function HomePage() {
  const company = getAbout();
  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_30rem_at_15%_0%,rgb(94_234_212/0.16),transparent),radial-gradient(44rem_26rem_at_85%_10%,rgb(167_139_250/0.16),transparent)]"
        />
        <HeroVisual />
        <div className="container-page relative py-20 sm:py-28 lg:py-36">
          <p className="eyebrow">Software development studio · Bristol, UK</p>
          <h1 id="hero-title" className="mt-5 max-w-4xl font-display text-(length:--text-display) font-semibold leading-[1.05] tracking-[-0.03em]">
            Software that ships on time and keeps working for years.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-fg-muted sm:text-xl">{company.mission}</p>
          <ProjectActions className="mt-10" />
          <dl className="mt-16 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {company.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-fg-muted">{stat.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-fg">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section
        id="services"
        eyebrow="What we do"
        title="Five disciplines, one accountable team"
        lead="Strategy, design, engineering and operations under one roof, so nothing gets lost between handovers."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {getServices().map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="process"
        eyebrow="How we work"
        title="A process you can plan around"
        lead="Every engagement follows the same five steps, with a working release at the end of each fortnight."
      >
        <ProcessSteps steps={company.process} />
      </Section>

      <Section id="work" eyebrow="Selected work" title="Results our clients can measure">
        <ProjectGrid projects={getProjects().slice(0, 3).map(toProjectSummary)} />
        <ButtonLink href="/portfolio" variant="secondary" className="mt-8">
          All case studies
        </ButtonLink>
      </Section>

      <Section id="testimonials" eyebrow="Clients" title="What it is like to work with us">
        <Testimonials items={company.testimonials} />
      </Section>

      <Section id="articles" eyebrow="From the blog" title="Notes from the work">
        <ArticleList articles={getArticles().slice(0, 3).map(toArticleSummary)} />
      </Section>

      <CtaBand title="Have a product in mind?" lead={`Tell us what you are building. You will hear back from a senior engineer within ${replyPromise}.`} />
    </>
  );
}
