import Link from "@/components/layout/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";

/** The look of an app bar's links, for a link drawn by the app itself. */
export const appBarLinkClass = "rounded-full px-2 py-2 text-fg-muted hover:text-fg sm:px-3";

/** One link of an app bar: `short` on a phone, when given. */
export function AppBarLink({ href, short, prefetch, children }: { href: string; short?: string; prefetch?: false; children: string }) {
  return (
    <li>
      <Link href={href} prefetch={prefetch} className={appBarLinkClass}>
        {short ? (
          <>
            <span className="sm:hidden">{short}</span>
            <span className="hidden sm:inline">{children}</span>
          </>
        ) : (
          children
        )}
      </Link>
    </li>
  );
}

/**
 * The slim bar of the site's apps (the members' area, the staff console) in place of the site header:
 * the logo (and `badge`), the app's links, and the way back to the site. Its links back are not
 * prefetched: on a phone that would take bandwidth from the app for a page rarely opened next.
 */
export function AppBar({ label, badge, landmark = false, children }: { label: string; badge?: ReactNode; landmark?: boolean; children: ReactNode }) {
  const Bar = landmark ? "header" : "div";
  return (
    <Bar className="border-b border-ink-700 bg-ink-900">
      <div className="container-page flex h-16 items-center justify-between gap-4 2xl:max-w-[110rem]">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Logo prefetch={false} />
          {badge}
        </div>
        <nav aria-label={label}>
          <ul className="flex items-center gap-0.5 text-sm whitespace-nowrap sm:gap-1">
            {children}
            <li>
              <Link href="/" prefetch={false} aria-label="Back to site" className={appBarLinkClass}>
                <span className="sm:hidden">Site</span>
                <span className="hidden sm:inline">Back to site</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </Bar>
  );
}
