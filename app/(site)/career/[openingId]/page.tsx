import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { notFound } from "next/navigation";
import { BulletList } from "@/components/marketing/bullet-list";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink, pillLinkClass } from "@/components/ui/button";
import { formatDate } from "@/components/ui/format-date";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { getJob, getJobs } from "@/lib/content";
import { applyHref, salaryText, workplaceText } from "@/lib/content/salary";
import { pageMetadata } from "@/lib/site/metadata";
import { jobPostingJsonLd } from "@/lib/site/structured-data";

type Props = { params: Promise<{ openingId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getJobs().map((job) => ({ openingId: job.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = getJob((await params).openingId);
  if (!job) return {};
  return pageMetadata({ title: `${job.title}: ${job.location}`, description: job.description, path: `/career/${job.id}` });
}

export default async function OpeningPage({ params }: Props) {
  const job = getJob((await params).openingId);
  if (!job) notFound();
  const others = getJobs().filter((other) => other.id !== job.id);
  const facts = [
    ["Location", job.location],
    ["Type", job.type],
    ["Salary", salaryText(job)],
    ["Workplace", workplaceText(job)],
  ] as const;
  return (
    <>
      <JsonLd data={jobPostingJsonLd(job)} />
      <PageIntro
        eyebrow="Open position"
        title={job.title}
        lead={job.summary}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: "Career", path: "/career" },
              { name: job.title, path: `/career/${job.id}` },
            ]}
          />
        }
      >
        <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term} className="surface p-4">
              <dt className="label-caps text-fg-subtle">{term}</dt>
              <dd className="mt-1 font-medium text-fg">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <ButtonLink href={applyHref(job)}>
            Apply<span className="sr-only"> for {job.title}</span>
          </ButtonLink>
          <p className="text-sm text-fg-muted">
            Posted <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time> · Applications close{" "}
            <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
          </p>
        </div>
      </PageIntro>
      <Section id="role" eyebrow="The role" title="What you will do and what you bring">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="font-display text-lg font-semibold">You will</h3>
            <div className="mt-4">
              <BulletList items={job.responsibilities} />
            </div>
          </div>
          <div>
            <h3 className="font-display text-lg font-semibold">You bring</h3>
            <div className="mt-4">
              <BulletList items={job.requirements} />
            </div>
          </div>
        </div>
      </Section>
      {others.length > 0 ? (
        <Section
          id="other-openings"
          eyebrow="Also hiring"
          title="Other open positions"
          lead={
            <Link href="/career" className="text-accent hover:underline">
              How we work, and every opening
            </Link>
          }
        >
          <ul className="flex flex-wrap gap-3">
            {others.map((other) => (
              <li key={other.id}>
                <Link href={`/career/${other.id}`} className={pillLinkClass}>
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
