import "server-only";
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { isAllowedPhoto, nameKey, staffWordIn } from "./display-name.mjs";
import { profileFormSchema, staffNameProblem } from "./profile";
import type { OperatorRole } from "./role";

/** A member may change their name this many times a day (UTC); photo and bio changes do not count. */
export const renamesPerDay = 3;

/** The name claims: one document per name key, naming the member who holds it. */
export const claimsCollection = "display_names";

export type ProfileInput = { name: string; photoURL: string; bio: string };
export type SavedProfile = ProfileInput & { nameKey: string };
export type ProfileField = keyof ProfileInput;
export type ProfileOutcome =
  | { ok: true; profile: SavedProfile }
  | { ok: false; status: 400 | 403 | 409 | 429; error: string; field?: ProfileField };

export type ProfileCaller = {
  uid: string;
  /** The role the caller's token claims; it counts only if the role mirror says the same. */
  claimedRole: OperatorRole | null;
  /** A verified, non-anonymous member: their directory entry follows the profile. */
  verified: boolean;
};

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The input cleaned as the form cleans it (the same schema), or why it cannot be saved. */
function formProblem(input: ProfileInput): Extract<ProfileOutcome, { ok: false }> | ProfileInput {
  const parsed = profileFormSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { ok: false, status: 400, error: issue?.message ?? "Check your profile and try again.", field: (issue?.path[0] as ProfileField | undefined) ?? "name" };
}

async function holdsRole(transaction: Transaction, db: Firestore, caller: ProfileCaller): Promise<boolean> {
  if (!caller.claimedRole) return false;
  // As the rules do: the token's claim and the mirror must both name a role, so a token issued before
  // the role was taken away no longer counts.
  const mirror = await transaction.get(db.collection("member_roles").doc(caller.uid));
  return mirror.get("role") === "admin" || mirror.get("role") === "moderator";
}

/**
 * Saves a member's profile as the only writer of names: in one transaction, the name's claim is taken
 * (refused when another member holds it), the previous claim released, the profile and (for a verified
 * member) the directory entry written. Names that suggest staff need the role; a member renames at
 * most `renamesPerDay` times a day; a blocked member changes nothing. With `firstFree` (a profile
 * created from an account's own name at sign-up) a taken name gets the first free number instead.
 */
export async function saveProfile(db: Firestore, caller: ProfileCaller, input: ProfileInput, { now = new Date(), firstFree = false } = {}): Promise<ProfileOutcome> {
  // A profile made from the account itself keeps what it can: a photo from elsewhere is left out.
  const checked = formProblem(firstFree && !isAllowedPhoto(input.photoURL.trim()) ? { ...input, photoURL: "" } : input);
  if ("ok" in checked) return checked;

  return db.runTransaction(async (transaction): Promise<ProfileOutcome> => {
    const profileRef = db.collection("users").doc(caller.uid);
    const entryRef = db.collection("community_members").doc(caller.uid);
    const [profile, entry, block] = await Promise.all([
      transaction.get(profileRef),
      transaction.get(entryRef),
      transaction.get(db.collection("member_blocks").doc(caller.uid)),
    ]);
    if (block.get("blocked") === true) return { ok: false, status: 403, error: "A moderator has blocked your account, so your profile cannot change." };

    const current = profile.exists ? { name: String(profile.get("name") ?? ""), key: profile.get("nameKey") as unknown } : null;
    const renaming = current === null || current.name !== checked.name || typeof current.key !== "string";
    let base = checked.name;
    let name = base;
    let key = nameKey(name);

    if (renaming) {
      const staffWord = staffWordIn(name);
      if (staffWord && !(await holdsRole(transaction, db, caller))) {
        if (!firstFree) return { ok: false, status: 400, field: "name", error: staffNameProblem(name) ?? "" };
        base = "Member";
        name = base;
        key = nameKey(name);
      }
      // Only a change of an existing, reserved name counts against the day's renames.
      const renames = profile.get("renames") as { day?: unknown; count?: unknown } | undefined;
      const countToday = renames?.day === today(now) && typeof renames.count === "number" ? renames.count : 0;
      const counts = current !== null && typeof current.key === "string" && current.key !== key;
      if (counts && countToday >= renamesPerDay) {
        return { ok: false, status: 429, field: "name", error: `You have changed your name ${renamesPerDay} times today. Try again tomorrow.` };
      }

      let claim = await transaction.get(db.collection(claimsCollection).doc(key));
      for (let number = 2; firstFree && claim.exists && claim.get("uid") !== caller.uid && number <= 50; number += 1) {
        name = `${base.slice(0, 76)} ${number}`;
        key = nameKey(name);
        claim = await transaction.get(db.collection(claimsCollection).doc(key));
      }
      if (firstFree && claim.exists && claim.get("uid") !== caller.uid) {
        name = `${base.slice(0, 74)} ${Math.floor(1000 + Math.random() * 9000)}`;
        key = nameKey(name);
        claim = await transaction.get(db.collection(claimsCollection).doc(key));
      }
      if (claim.exists && claim.get("uid") !== caller.uid) {
        return { ok: false, status: 409, field: "name", error: `“${checked.name}” is taken by another member, or too like their name. Add something that tells you apart, such as an initial.` };
      }

      // Every read before the first write, as transactions require.
      const previous = typeof current?.key === "string" && current.key !== key ? await transaction.get(db.collection(claimsCollection).doc(current.key)) : null;
      transaction.set(claim.ref, { uid: caller.uid, name, at: FieldValue.serverTimestamp() });
      if (previous?.get("uid") === caller.uid) transaction.delete(previous.ref);
      const fields = { name, nameKey: key, photoURL: checked.photoURL, bio: checked.bio, updatedAt: FieldValue.serverTimestamp() };
      const renamesToday = counts ? { renames: { day: today(now), count: countToday + 1 } } : {};
      if (profile.exists) transaction.update(profileRef, { ...fields, ...renamesToday });
      else transaction.set(profileRef, { ...fields, createdAt: FieldValue.serverTimestamp() });
    } else {
      transaction.update(profileRef, { photoURL: checked.photoURL, bio: checked.bio, updatedAt: FieldValue.serverTimestamp() });
    }

    if (entry.exists) transaction.update(entryRef, { name, photoURL: checked.photoURL });
    else if (caller.verified) transaction.set(entryRef, { name, photoURL: checked.photoURL, joinedAt: FieldValue.serverTimestamp() });
    return { ok: true, profile: { name, nameKey: key, photoURL: checked.photoURL, bio: checked.bio } };
  });
}
