import { daysAMonth, poundsCompact, spanCompact } from "@/lib/content/figures";
import type { Engagement } from "@/lib/content/schema";

/** What each kind of work costs and takes, one card each, rendered from the service's typed fields. */
export function CostAndTimeline({ engagements }: { engagements: readonly Engagement[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {engagements.map((work) => (
        <li key={work.id} className="surface p-6" data-engagement={work.id}>
          <h3 className="font-display text-lg font-semibold">{work.title}</h3>
          <p className="mt-2 text-fg-muted">{work.covers.replace(/^\w/, (letter) => letter.toUpperCase())}.</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {work.price ? (
              <>
                <dt className="text-fg-muted">{work.fixed ? "Fixed price" : "Typical cost"}</dt>
                <dd className="font-semibold" data-figure="price">
                  {poundsCompact(work.price)}
                </dd>
              </>
            ) : null}
            {work.daysPerMonth ? (
              <>
                <dt className="text-fg-muted">Usual time</dt>
                <dd className="font-semibold" data-figure="days">
                  {daysAMonth(work.daysPerMonth)}
                </dd>
              </>
            ) : null}
            {work.duration ? (
              <>
                <dt className="text-fg-muted">Timeline</dt>
                <dd className="font-semibold" data-figure="duration">
                  {spanCompact(work.duration)}
                </dd>
              </>
            ) : null}
            <dt className="text-fg-muted">Billing</dt>
            <dd>{work.billing.replace(/^\w/, (letter) => letter.toUpperCase())}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
