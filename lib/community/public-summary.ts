import { guardStore } from "@/lib/firebase/store-guard";
import "server-only";
import type { Firestore, Timestamp } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";

type PublicMember = { name: string; initials: string; joinedAt: string | null };
export type CommunitySummary = { members: number; newest: PublicMember[] };

/** "Alex Morgan" becomes "Alex M.": enough to greet a newcomer, not enough to identify them. */
function publicName(name: string): { name: string; initials: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = "Member", ...rest] = words;
  const last = rest.at(-1);
  return {
    name: last ? `${first} ${last[0]?.toUpperCase()}.` : first,
    initials: `${first[0] ?? "M"}${last?.[0] ?? ""}`.toUpperCase(),
  };
}

/** The public face of the community: how many members, and the newest few by first name. */
export async function readCommunitySummary(db: Firestore, newest = 6): Promise<CommunitySummary> {
  const members = db.collection(collections.members);
  const [count, recent] = await guardStore("community", () => Promise.all([members.count().get(), members.orderBy("joinedAt", "desc").limit(newest).get()]));
  return {
    members: count.data().count,
    newest: recent.docs.map((doc) => {
      const joinedAt = doc.get("joinedAt") as Timestamp | undefined;
      return { ...publicName(String(doc.get("name") ?? "")), joinedAt: joinedAt?.toDate().toISOString() ?? null };
    }),
  };
}
