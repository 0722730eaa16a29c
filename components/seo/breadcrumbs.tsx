import Link from "@/components/layout/link";
import { breadcrumbJsonLd } from "@/lib/site/structured-data";
import { JsonLd } from "./json-ld";

type Crumb = { name: string; path: string };

/** The trail from Home to this page, shown to readers and described to search engines. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const full = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-fg-subtle">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {full.map((crumb, index) => {
            const last = index === full.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="text-fg-muted">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className="hover:text-fg">
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(full)} />
    </>
  );
}
