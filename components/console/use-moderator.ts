"use client";

import { useMemberSession } from "@/components/members/member-session";
import type { Moderator } from "@/lib/console/moderation";
import { memberName } from "@/lib/members/member-name";

/** The moderator acting, as their audit entries name them. */
export function useModerator(): Moderator {
  const { user } = useMemberSession();
  return { uid: user.uid, name: memberName(user.displayName, user.email?.split("@")[0]) };
}
