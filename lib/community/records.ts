import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from "firebase/firestore";
import { meterDocument } from "./read-meter";

export type NewMember = { uid: string; name: string; photoURL: string };

/**
 * The three documents a member needs: profile, directory entry and zeroed stats, written together.
 * Documents that already exist are left alone, so it is safe to call on every sign-in. The directory
 * entry (what lists the member in the community and on /community) waits until `verified`: a verified
 * e-mail address, as the rules require, on an ID token that says so.
 */
export async function ensureMemberRecords(db: Firestore, member: NewMember, { verified }: { verified: boolean }): Promise<void> {
  const refs = {
    profile: doc(db, "users", member.uid),
    entry: doc(db, "community_members", member.uid),
    stats: doc(db, "user_stats", member.uid),
  };
  const [profile, entry, stats] = await Promise.all([getDoc(refs.profile), verified ? getDoc(refs.entry) : null, getDoc(refs.stats)]);
  for (const snapshot of [profile, entry, stats]) if (snapshot) meterDocument(snapshot);
  const entryMissing = entry !== null && !entry.exists();
  if (profile.exists() && !entryMissing && stats.exists()) return;
  const batch = writeBatch(db);
  if (!profile.exists()) batch.set(refs.profile, { name: member.name, photoURL: member.photoURL, bio: "", createdAt: serverTimestamp() });
  // Listed under the profile's name and photo when the member set them before they were verified.
  const named = profile.exists() ? profile.data() : {};
  const listed = typeof named.name === "string" && typeof named.photoURL === "string" ? { name: named.name, photoURL: named.photoURL } : member;
  if (entryMissing) batch.set(refs.entry, { name: listed.name, photoURL: listed.photoURL, joinedAt: serverTimestamp() });
  if (!stats.exists()) batch.set(refs.stats, { messagesSent: 0, joinedAt: serverTimestamp() });
  await batch.commit();
}

/** The name and photo a member posts under: their profile's, exactly as stored (the rules compare them). */
export async function storedAuthor(db: Firestore, uid: string): Promise<{ uid: string; name: string; photoURL: string } | null> {
  const profile = await getDoc(doc(db, "users", uid));
  meterDocument(profile);
  if (!profile.exists()) return null;
  const { name, photoURL } = profile.data();
  return typeof name === "string" && typeof photoURL === "string" ? { uid, name, photoURL } : null;
}
