import type { Metadata } from "next";
import { CommunityPulse } from "@/components/community/community-pulse";
import { ButtonLink } from "@/components/ui/button";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { getAbout } from "@/lib/content";
import { companyProfile } from "@/lib/content/company";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Community",
  description: `Join the ${companyProfile.name} community: clients, founders and engineers sharing what works in building software, in a live members' chat.`,
  path: "/community",
});

const { offers, rules } = getAbout().community;

export default function CommunityPage() {
  return (
    <>
      <PageIntro
        eyebrow="Community"
        title="A room full of people who ship software"
        lead="Our clients, alumni and friends share what works, what didn't and what they'd do differently. Membership is free."
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/dashboard" size="lg">
            Join the community
          </ButtonLink>
          <ButtonLink href="/community-chat" size="lg" variant="secondary">
            Open the chat
          </ButtonLink>
        </div>
      </PageIntro>
      <CommunityPulse />
      <Section id="offers" eyebrow="What you get" title="Why members stay">
        <CardGrid items={offers} />
      </Section>
      <Section id="rules" eyebrow="House rules" title="Four rules keep it useful">
        <ol className="grid gap-4 md:grid-cols-2">
          {rules.map((rule, index) => (
            <li key={rule} className="surface flex gap-4 p-5">
              <span aria-hidden="true" className="font-display text-2xl font-semibold text-accent">
                {index + 1}
              </span>
              <span className="text-fg-muted">{rule}</span>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
