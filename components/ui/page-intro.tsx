import type { ReactNode } from "react";

type PageIntroProps = { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode; breadcrumbs?: ReactNode };

export function PageIntro({ eyebrow, title, lead, children, breadcrumbs }: PageIntroProps) {
  return (
    <header className="relative overflow-hidden border-b border-ink-700/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_24rem_at_10%_-10%,rgb(94_234_212/0.12),transparent),radial-gradient(40rem_20rem_at_90%_0%,rgb(167_139_250/0.12),transparent)]"
      />
      <div className="container-page relative py-16 sm:py-24">
        {breadcrumbs ? <div className="mb-8">{breadcrumbs}</div> : null}
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-4 max-w-4xl font-display text-4xl font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
        <div className="mt-6 max-w-2xl text-lg text-fg-muted">{lead}</div>
        {children}
      </div>
    </header>
  );
}
