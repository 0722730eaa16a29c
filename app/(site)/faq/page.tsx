import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PresalesFaqTopics, presalesFaqPath } from "@/components/marketing/presales-faq";
import { JsonLd } from "@/components/seo/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { getPresalesFaq } from "@/lib/content";
import { companyProfile, replyPromise } from "@/lib/content/company";
import { pageMetadata } from "@/lib/site/metadata";
import { faqPageJsonLd } from "@/lib/site/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Questions before you hire us",
  description: `Straight answers before you hire ${companyProfile.name}: how a project starts, what it costs, who owns the code and how we work together.`,
  path: presalesFaqPath,
});

export default function FaqPage() {
  const entries = getPresalesFaq();
  return (
    <>
      <JsonLd data={faqPageJsonLd(entries, presalesFaqPath)} />
      <PageIntro
        eyebrow="FAQ"
        title="Questions before you hire us"
        lead="What clients ask us before they sign, answered plainly: how a project starts, what it costs, who owns the work, how we work with your team and what happens after launch."
      />
      <PresalesFaqTopics entries={entries} />
      <CtaBand
        title="Still have a question?"
        lead={`Ask us directly. A senior engineer replies within ${replyPromise}, and we will sign your NDA first if you would like.`}
      />
    </>
  );
}
