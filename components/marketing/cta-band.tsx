import { ProjectActions } from "./project-actions";

export function CtaBand({ title, lead }: { title: string; lead: string }) {
  return (
    <section aria-labelledby="cta-title" className="container-page render-when-near py-16 sm:py-24">
      <div className="relative overflow-hidden rounded-[2rem] border border-ink-600 bg-ink-850 px-6 py-14 text-center sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_18rem_at_50%_0%,rgb(94_234_212/0.16),transparent)]" />
        <h2 id="cta-title" className="relative font-display text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-fg-muted">{lead}</p>
        <ProjectActions className="relative mt-8 justify-center" />
      </div>
    </section>
  );
}
