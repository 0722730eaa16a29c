import type { ReactNode } from "react";

type SectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function Section({ id, eyebrow, title, lead, children, className = "" }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`container-page render-when-near scroll-mt-24 py-16 sm:py-20 ${className}`}>
      <div className="max-w-3xl">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={`${id}-title`} className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        {lead ? <div className="mt-4 text-lg text-fg-muted">{lead}</div> : null}
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}
