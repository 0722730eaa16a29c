import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { TagList } from "@/components/ui/tag-list";
import { getExpertise, getIndustries } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Proficiency",
  description: "The technologies we know in depth and the industries we build for, with the problems we have solved in each.",
  path: "/ourexpertise",
});

export default function ExpertisePage() {
  return (
    <>
      <PageIntro
        eyebrow="Proficiency"
        title="Depth where it counts"
        lead="We keep a deliberately focused stack so every engineer on your project has shipped it to production many times before."
      />
      <Section id="areas" eyebrow="Technology" title="Areas of expertise">
        <ul className="grid gap-6 md:grid-cols-2">
          {getExpertise().map((area) => (
            <li key={area.id} className="surface p-6">
              <h3 className="font-display text-xl font-semibold">{area.area}</h3>
              <p className="mt-2 text-sm font-medium text-accent">{area.summary}</p>
              <p className="mt-3 text-sm text-fg-muted">{area.depth}</p>
              <div className="mt-5">
                <TagList items={area.technologies} label={`${area.area} technologies`} />
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="industries" eyebrow="Industries" title="Sectors we know from the inside">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {getIndustries().map((industry) => (
            <li key={industry.id} className="surface relative p-6 transition-colors hover:border-accent/50">
              <h3 className="font-display text-xl font-semibold">
                <Link href={`/industry/${industry.id}`} className="stretched-link">
                  {industry.name}
                </Link>
              </h3>
              <p className="mt-3 text-sm text-fg-muted">{industry.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
