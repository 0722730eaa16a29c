import Link from "next/link";
import { companyProfile } from "@/lib/site/company";

export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="logo-beam" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="#101522" />
      <path d="M8 24V8l16 16V8" fill="none" stroke="url(#logo-beam)" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-lg font-display text-lg font-semibold tracking-tight text-fg"
    >
      <LogoMark className="size-8 shrink-0" />
      <span>
        {companyProfile.name}
        <span className="sr-only"> home page</span>
      </span>
    </Link>
  );
}
