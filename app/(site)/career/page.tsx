import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { BulletList } from "@/components/marketing/bullet-list";
import { JsonLd } from "@/components/seo/json-ld";
import { getCompany, getJobs } from "@/lib/content";
import type { Job } from "@/lib/content/schema";
import { companyProfile } from "@/lib/site/company";
import { pageMetadata } from "@/lib/site/metadata";
import { jobPostingJsonLd } from "@/lib/site/structured-data";

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

function salaryText({ salary }: Job): string {
  return `${pounds.format(salary.min)}–${pounds.format(salary.max)} ${salary.unit === "YEAR" ? "a year" : "a day"}`;
}

export const metadata: Metadata = pageMetadata({
  title: "Career",
  description: `Open roles at ${companyProfile.name}: engineering, design and operations positions in Bristol and remote across the UK and EU.`,
  path: "/career",
});

export default function CareerPage() {
  const jobs = getJobs();
  return (
    <>
      <JsonLd data={jobs.map(jobPostingJsonLd)} />
      <PageIntro
        eyebrow="Career"
        title="Do the best work of your career"
        lead="Small senior teams, real ownership, four-day focus weeks and no heroics. We hire for judgement and kindness as much as for skill."
      />
      <section aria-labelledby="values-title" className="container-page pt-16">
        <h2 id="values-title" className="font-display text-3xl font-semibold">What we value</h2>
        <div className="mt-8">
          <CardGrid columns={4} items={getCompany().values} />
        </div>
      </section>
      <section aria-labelledby="openings-title" className="container-page py-16">
        <h2 id="openings-title" className="font-display text-3xl font-semibold">Open positions</h2>
        <ul className="mt-8 space-y-6">
          {jobs.map((job) => (
            <li key={job.id} id={job.id} className="surface scroll-mt-24 p-6 sm:p-8">
              <article aria-labelledby={`${job.id}-title`}>
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <h3 id={`${job.id}-title`} className="font-display text-2xl font-semibold">{job.title}</h3>
                    <p className="mt-1 text-sm text-fg-muted">{job.location} · {job.type} · {salaryText(job)}</p>
                  </div>
                  <ButtonLink href={`/contact?subject=${encodeURIComponent(`Application: ${job.title}`)}`}>
                    Apply<span className="sr-only"> for {job.title}</span>
                  </ButtonLink>
                </div>
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
    </>
  );
}
