"use client";

import { useMemberSession } from "@/components/members/member-session";
import { profileSource } from "@/lib/community/member-documents";
import { useLive } from "@/lib/firebase/use-live";
import type { Moderator } from "@/lib/console/moderation";
import { memberName } from "@/lib/members/member-name";

/**
 * The moderator acting, as their audit entries name them: the name the server reserved on their
 * profile, which the rules require of every entry (the account's own display name until it is read).
 */
export function useModerator(): Moderator {
  const { db, user } = useMemberSession();
  const profile = useLive(profileSource(db, user.uid));
  return { uid: user.uid, name: memberName(profile?.name, user.displayName, user.email?.split("@")[0]) };
}
