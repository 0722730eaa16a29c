import type { LegalDocument } from "@/lib/content/schema";
import { formatDate } from "./format-date";
import { PageIntro } from "./page-intro";

export function LegalDocumentView({ document, eyebrow }: { document: LegalDocument; eyebrow: string }) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={document.title} lead={document.summary}>
        <p className="mt-6 text-sm text-fg-subtle">
          Last updated <time dateTime={document.updatedAt}>{formatDate(document.updatedAt)}</time>
        </p>
      </PageIntro>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:h-fit">
          <h2 className="label-caps text-fg-subtle">Contents</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-fg-muted hover:text-accent">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-fg-muted">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="list-disc space-y-2 pl-5 marker:text-accent">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
