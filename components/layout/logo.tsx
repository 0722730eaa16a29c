import Link from "@/components/layout/link";
import { companyProfile } from "@/lib/content/company";

/** The logo's mark, drawn by the `logo-mark` utility (app/globals.css); the name beside it says what it is. */
export function LogoMark({ className = "" }: { className?: string }) {
  return <span aria-hidden="true" className={`logo-mark ${className}`} />;
}

/** `prefetch`: as Link's; false where the home page is rarely next (the members' pages). */
export function Logo({ prefetch }: { prefetch?: false }) {
  return (
    <Link href="/" prefetch={prefetch} className="flex min-w-0 items-center gap-2.5 rounded-lg font-display text-lg font-semibold tracking-tight text-fg">
      <LogoMark className="size-8" />
      <span className="truncate">
        {companyProfile.name}
        <span className="sr-only"> home page</span>
      </span>
    </Link>
  );
}
