"use client";

import type { Role } from "@/lib/members/role";
import { MemberAccount } from "./member-account";
import { MembersPreview, type MembersPage } from "./members-preview";
import { SignOutButtons } from "./sign-out-buttons";

function Loading() {
  return (
    <p role="status" className="text-fg-muted">
      Loading...
    </p>
  );
}

/** Until the session is back: the page's preview for a member the server or this browser knows, or "Loading...". */
export function Waiting({ preview }: { preview?: MembersPage }) {
  if (!preview) return <Loading />;
  const account = (email: string, role: Role) => <MemberAccount who={email || "a member"} role={role} action={<SignOutButtons />} />;
  return <MembersPreview page={preview} loading={<Loading />} account={account} />;
}
