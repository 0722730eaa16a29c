import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from "firebase/firestore";
import { meterDocument } from "@/lib/firebase/read-meter";
import { collections } from "@/lib/firebase/collections.mjs";

export type NewMember = { uid: string; name: string; photoURL: string };

export type ProfileValues = { name: string; photoURL: string; bio: string };
/** Creates or reserves the profile through the server, the only writer of names; what it saved. */
export type CreateProfile = (values: ProfileValues) => Promise<ProfileValues>;

/**
 * The three documents a member needs: profile, directory entry and zeroed stats. Documents that
 * already exist are left alone, so it is safe to call on every sign-in. The profile comes from the
 * server (`createProfile`), which reserves its name: a new member's from their account, and a
 * profile from before names were reserved keeps its name when it is free. The directory entry (what
 * lists the member in the community and on /community) waits until `verified`: a verified e-mail
 * address, as the rules require, on an ID token that says so.
 */
export async function ensureMemberRecords(
  db: Firestore,
  member: NewMember,
  { verified, createProfile }: { verified: boolean; createProfile: CreateProfile },
): Promise<void> {
  const refs = {
    profile: doc(db, collections.users, member.uid),
    entry: doc(db, collections.members, member.uid),
    stats: doc(db, collections.stats, member.uid),
  };
  const [profile, entry, stats] = await Promise.all([getDoc(refs.profile), verified ? getDoc(refs.entry) : null, getDoc(refs.stats)]);
  for (const snapshot of [profile, entry, stats]) if (snapshot) meterDocument(snapshot);
  const stored = profile.data();
  const reserved = typeof stored?.nameKey === "string";
  const entryMissing = entry !== null && !entry.exists();
  if (reserved && !entryMissing && stats.exists()) return;
  // The server writes the directory entry with the profile when the member is verified.
  const listed = stored && reserved ? { name: String(stored.name), photoURL: String(stored.photoURL) } : null;
  // An unverified account's profile waits, unreserved, until its address is verified (the server
  // reserves names for verified members only); one is created for it all the same.
  if (!listed && (verified || !stored)) {
    const values = stored
      ? { name: String(stored.name ?? member.name), photoURL: String(stored.photoURL ?? ""), bio: String(stored.bio ?? "") }
      : { name: member.name, photoURL: member.photoURL, bio: "" };
    await createProfile(values);
    if (stats.exists()) return;
  }
  if (!(listed && entryMissing) && stats.exists()) return;
  const batch = writeBatch(db);
  if (listed && entryMissing) batch.set(refs.entry, { name: listed.name, photoURL: listed.photoURL, joinedAt: serverTimestamp() });
  if (!stats.exists()) batch.set(refs.stats, { messagesSent: 0, joinedAt: serverTimestamp() });
  await batch.commit();
}

/** The name and photo a member posts under: their profile's, exactly as stored (the rules compare them). */
export async function storedAuthor(db: Firestore, uid: string): Promise<{ uid: string; name: string; photoURL: string } | null> {
  const profile = await getDoc(doc(db, collections.users, uid));
  meterDocument(profile);
  if (!profile.exists()) return null;
  const { name, photoURL } = profile.data();
  return typeof name === "string" && typeof photoURL === "string" ? { uid, name, photoURL } : null;
}
