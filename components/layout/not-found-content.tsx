import Link from "@/components/layout/link";
import { ButtonLink } from "@/components/ui/button";
import { mainNav } from "@/lib/site/navigation";

export function NotFoundContent() {
  return (
    <section aria-labelledby="not-found-title" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-accent">404</p>
      <h1 id="not-found-title" className="mt-4 font-display text-4xl font-semibold sm:text-5xl">
        We couldn&apos;t find that page
      </h1>
      <p className="mt-4 max-w-md text-fg-muted">The address may be mistyped, or the page may have moved. These are good places to carry on from:</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm">
        {mainNav.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="text-fg-muted underline-offset-4 hover:text-accent hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink href="/" size="lg" className="mt-10">
        Go to Homepage
      </ButtonLink>
    </section>
  );
}
