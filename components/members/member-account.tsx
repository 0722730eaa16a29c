"use client";

import type { ReactNode } from "react";
import { AccountMenuContent } from "@/components/layout/account-menu";
import type { Role } from "@/lib/members/role";

/** In the bar's account menu: who is signed in, their role, and the way out (`action`). */
export function MemberAccount({ who, role, action }: { who: string; role: Role; action: ReactNode }) {
  return (
    <AccountMenuContent who={who}>
      <p className="text-sm break-words text-fg-muted">
        Signed in as <span className="text-fg">{who}</span>
        {role ? (
          <span className="ml-2 inline-block rounded-full border border-accent/50 px-2 py-0.5 text-xs font-semibold text-accent">
            {role === "admin" ? "Admin" : "Moderator"}
          </span>
        ) : null}
      </p>
      <div className="mt-4">{action}</div>
    </AccountMenuContent>
  );
}
