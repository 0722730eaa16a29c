import Link from "@/components/layout/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import { AccountMenu } from "@/components/layout/account-menu";

/** The look of an app bar's links, for a link drawn by the app itself. */
export const appBarLinkClass = "rounded-full px-1.5 py-2 text-fg-muted hover:text-fg sm:px-3";

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
 * the logo (and `badge`), the app's links, the way back to the site (on a phone, the logo's) and the
 * account menu, which the app fills once it knows who is signed in. Its links back are not prefetched:
 * on a phone that would take bandwidth from the app for a page rarely opened next.
 */
export function AppBar({ label, badge, landmark = false, children }: { label: string; badge?: ReactNode; landmark?: boolean; children: ReactNode }) {
  const Bar = landmark ? "header" : "div";
  return (
    <Bar className="shrink-0 border-b border-ink-700 bg-ink-900">
      <div className="container-page flex h-14 items-center justify-between gap-2 max-sm:px-2 sm:h-16 sm:gap-4 2xl:max-w-[110rem]">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Logo prefetch={false} />
          {badge}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <nav aria-label={label}>
            <ul className="flex items-center gap-0.5 text-sm whitespace-nowrap sm:gap-1">
              {children}
              <li className="max-sm:hidden">
                <Link href="/" prefetch={false} className={appBarLinkClass}>
                  Back to site
                </Link>
              </li>
            </ul>
          </nav>
          <AccountMenu />
        </div>
      </div>
    </Bar>
  );
}
