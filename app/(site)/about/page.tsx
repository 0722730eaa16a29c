import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { getCompany } from "@/lib/content";
import { companyProfile } from "@/lib/site/company";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "About us",
  description: `Who ${companyProfile.name} is, what we believe about building software, and the people you will work with.`,
  path: "/about",
});

export default function AboutPage() {
  const company = getCompany();
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
        <ul className="grid gap-6 md:grid-cols-2">
          {company.values.map((value) => (
            <li key={value.title} className="surface p-6">
              <h3 className="font-display text-xl font-semibold">{value.title}</h3>
              <p className="mt-3 text-fg-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="team" eyebrow="Team" title="The people behind the work">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {company.team.map((member) => (
            <li key={member.name} className="surface p-6">
              <h3 className="font-display text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-accent">{member.role}</p>
              <p className="mt-3 text-sm text-fg-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="Let's build something durable" lead="Bring us the problem; we will bring a plan, a team and a first release within weeks." />
    </>
  );
}
