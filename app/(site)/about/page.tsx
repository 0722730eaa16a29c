import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { ProcessSteps } from "@/components/marketing/process-steps";
import { TeamGrid } from "@/components/marketing/team-grid";
import { Testimonials } from "@/components/marketing/testimonials";
import { FaqList } from "@/components/ui/faq-list";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { getAbout } from "@/lib/content";
import { companyProfile } from "@/lib/content/company";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "About us",
  description: `Who ${companyProfile.name} is, what we believe about building software, and the people you will work with.`,
  path: "/about",
});

export default function AboutPage() {
  const company = getAbout();
  return (
    <>
      <PageIntro eyebrow="About us" title={`We are ${companyProfile.name}`} lead={company.mission} />
      <Section id="story" eyebrow="Our story" title="Built by engineers who had to maintain what they shipped">
        <div className="max-w-3xl space-y-5 text-fg-muted">
          {company.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" eyebrow="Values" title="What we hold ourselves to">
        <CardGrid items={company.values} />
      </Section>
      <Section id="team" eyebrow="Team" title="The people behind the work">
        <TeamGrid team={company.team} />
      </Section>
      <Section id="process" eyebrow="How we work" title="Five steps, a release every fortnight">
        <ProcessSteps steps={company.process} />
      </Section>
      <Section id="testimonials" eyebrow="Clients" title="In our clients' words">
        <Testimonials items={company.testimonials} />
      </Section>
      <Section id="faq" eyebrow="FAQ" title="Questions people ask before working with us">
        <FaqList entries={company.faq} />
      </Section>
      <CtaBand title="Let's build something durable" lead="Bring us the problem; we will bring a plan, a team and a first release within weeks." />
    </>
  );
}
