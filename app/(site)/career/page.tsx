import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { ButtonLink } from "@/components/ui/button";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { BulletList } from "@/components/marketing/bullet-list";
import { FaqList } from "@/components/ui/faq-list";
import { getAbout, getJobs } from "@/lib/content";
import { applyHref, salaryText, workplaceText } from "@/lib/content/salary";
import { companyProfile } from "@/lib/content/company";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Career",
  description: `Open roles at ${companyProfile.name}: engineering, design and operations positions in Bristol and remote across the UK and EU.`,
  path: "/career",
});

export default function CareerPage() {
  const jobs = getJobs();
  return (
    <>
      <PageIntro
        eyebrow="Career"
        title="Do the best work of your career"
        lead="Small senior teams, real ownership, four-day focus weeks and no heroics. We hire for judgement and kindness as much as for skill."
      />
      <section aria-labelledby="values-title" className="container-page pt-16">
        <h2 id="values-title" className="font-display text-3xl font-semibold">
          What we value
        </h2>
        <div className="mt-8">
          <CardGrid columns={4} items={getAbout().values} />
        </div>
      </section>
      <section aria-labelledby="openings-title" className="container-page py-16">
        <h2 id="openings-title" className="font-display text-3xl font-semibold">
          Open positions
        </h2>
        <ul className="mt-8 space-y-6">
          {jobs.map((job) => (
            <li key={job.id} id={job.id} className="surface scroll-mt-24 p-6 sm:p-8">
              <article aria-labelledby={`${job.id}-title`}>
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <h3 id={`${job.id}-title`} className="font-display text-2xl font-semibold">
                      <Link href={`/career/${job.id}`} className="hover:text-accent hover:underline">
                        {job.title}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-fg-muted">
                      {job.location} · {job.type} · {salaryText(job)}
                    </p>
                  </div>
                  <ButtonLink href={applyHref(job)}>
                    Apply<span className="sr-only"> for {job.title}</span>
                  </ButtonLink>
                </div>
                <p className="mt-2 text-sm text-fg-muted">{workplaceText(job)}.</p>
                <p className="mt-4 text-fg-muted">{job.summary}</p>
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                  <div>
                    <h4 className="font-semibold">You will</h4>
                    <div className="mt-3 text-sm">
                      <BulletList items={job.responsibilities} />
                    </div>
                  </div>
                  <div>
                    <h4 className="font-semibold">You bring</h4>
                    <div className="mt-3 text-sm">
                      <BulletList items={job.requirements} />
                    </div>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section id="questions" aria-labelledby="questions-title" className="container-page scroll-mt-24 pb-16">
        <h2 id="questions-title" className="font-display text-3xl font-semibold">
          Questions applicants ask
        </h2>
        <div className="mt-8">
          <FaqList entries={getAbout().careerFaq} />
        </div>
      </section>
    </>
  );
}
