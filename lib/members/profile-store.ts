import "server-only";
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { isAllowedPhoto } from "./profile-photo.mjs";
import { defaultName, firstFreeName } from "./name-claims.mjs";
import { nameKey, readableNameProblem, staffNameProblem, staffWordIn } from "./name-rules.mjs";
import { profileFormSchema } from "./profile";
import { isOperatorRole, type OperatorRole } from "./operator-role.mjs";
import { collections } from "@/lib/firebase/collections.mjs";

/** A member may change their name this many times a day (UTC); photo and bio changes do not count. */
export const renamesPerDay = 3;

export type ProfileInput = { name: string; photoURL: string; bio: string };
type SavedProfile = ProfileInput & { nameKey: string };
type ProfileField = keyof ProfileInput;
export type ProfileOutcome = { ok: true; profile: SavedProfile } | { ok: false; status: 400 | 403 | 409 | 429; error: string; field?: ProfileField };

export type ProfileCaller = {
  uid: string;
  /** The role the caller's token claims; it counts only if the role mirror says the same. */
  claimedRole: OperatorRole | null;
  /** A verified, non-anonymous member: only they reserve a name, and their directory entry follows the profile. */
  verified: boolean;
};

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The input cleaned as the form cleans it (the same schema, then the name rules), or why it cannot be saved. */
function formProblem(input: ProfileInput): Extract<ProfileOutcome, { ok: false }> | ProfileInput {
  const parsed = profileFormSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      status: 400,
      error: issue?.message ?? "Check your profile and try again.",
      field: (issue?.path[0] as ProfileField | undefined) ?? "name",
    };
  }
  const unreadable = readableNameProblem(parsed.data.name);
  return unreadable ? { ok: false, status: 400, error: unreadable, field: "name" } : parsed.data;
}

async function holdsRole(transaction: Transaction, db: Firestore, caller: ProfileCaller): Promise<boolean> {
  if (!caller.claimedRole) return false;
  // As the rules do: the token's claim and the mirror must both name a role, so a token issued before
  // the role was taken away no longer counts.
  const mirror = await transaction.get(db.collection(collections.roles).doc(caller.uid));
  return isOperatorRole(mirror.get("role"));
}

/**
 * Saves a member's profile as the only writer of names: in one transaction, the name's claim is taken
 * (refused when another member holds it), the previous claim released, the profile and (for a verified
 * member) the directory entry written. Only a verified member reserves a name: an unverified account's
 * profile keeps its name unreserved (refused if another member holds it) until the address is verified,
 * when the members' area saves it again. Names that suggest staff need the role, and the name held
 * before one is kept to give back when the role ends; a member renames at most `renamesPerDay` times a
 * day; a blocked member changes nothing. With `firstFree` (a profile created from an account's own name
 * at sign-up) a taken name gets the first free number instead, and a staff name the default.
 */
export async function storeProfile(
  db: Firestore,
  caller: ProfileCaller,
  input: ProfileInput,
  { now = new Date(), firstFree = false } = {},
): Promise<ProfileOutcome> {
  // A profile made from the account itself keeps what it can: a photo from elsewhere is left out, and
  // a name that cannot be read for what it is becomes the default.
  const own = firstFree
    ? {
        ...input,
        photoURL: isAllowedPhoto(input.photoURL.trim()) ? input.photoURL : "",
        name: readableNameProblem(input.name.trim()) ? defaultName : input.name,
      }
    : input;
  const checked = formProblem(own);
  if ("ok" in checked) return checked;

  return db.runTransaction(async (transaction): Promise<ProfileOutcome> => {
    const profileRef = db.collection(collections.users).doc(caller.uid);
    const entryRef = db.collection(collections.members).doc(caller.uid);
    const [profile, entry, block] = await Promise.all([
      transaction.get(profileRef),
      transaction.get(entryRef),
      transaction.get(db.collection(collections.blocks).doc(caller.uid)),
    ]);
    if (block.get("blocked") === true) return { ok: false, status: 403, error: "A moderator has blocked your account, so your profile cannot change." };

    const current = profile.exists ? { name: String(profile.get("name") ?? ""), key: profile.get("nameKey") as unknown } : null;
    const reserving = caller.verified;
    const renaming = current === null || current.name !== checked.name || (reserving && typeof current.key !== "string");
    let name = checked.name;
    let key = nameKey(name);

    if (renaming) {
      const staffWord = staffWordIn(name);
      const staff = staffWord !== null && (await holdsRole(transaction, db, caller));
      if (staffWord && !staff) {
        if (!firstFree) return { ok: false, status: 400, field: "name", error: staffNameProblem(name) ?? "" };
        name = defaultName;
        key = nameKey(name);
      }
      // Only a change of an existing, reserved name counts against the day's renames.
      const renames = profile.get("renames") as { day?: unknown; count?: unknown } | undefined;
      const countToday = renames?.day === today(now) && typeof renames.count === "number" ? renames.count : 0;
      const counts = current !== null && typeof current.key === "string" && current.key !== key;
      if (counts && countToday >= renamesPerDay) {
        return { ok: false, status: 429, field: "name", error: `You have changed your name ${renamesPerDay} times today. Try again tomorrow.` };
      }

      const found = firstFree ? await firstFreeName(transaction, db, name, caller.uid) : null;
      const claim = found?.claim ?? (await transaction.get(db.collection(collections.names).doc(key)));
      if (found) ({ name, key } = found);
      if (claim.exists && claim.get("uid") !== caller.uid) {
        return {
          ok: false,
          status: 409,
          field: "name",
          error: `“${checked.name}” is taken by another member, or too like their name. Add something that tells you apart, such as an initial.`,
        };
      }

      // Every read before the first write, as transactions require.
      const previous =
        reserving && typeof current?.key === "string" && current.key !== key ? await transaction.get(db.collection(collections.names).doc(current.key)) : null;
      if (reserving) transaction.set(claim.ref, { uid: caller.uid, name, at: FieldValue.serverTimestamp() });
      if (previous?.get("uid") === caller.uid) transaction.delete(previous.ref);
      // A staff name keeps the name from before it, to give back when the role ends.
      const before =
        staff && current !== null && staffWordIn(current.name) === null
          ? { nameBeforeRole: current.name }
          : staff
            ? {}
            : { nameBeforeRole: FieldValue.delete() };
      const fields = { name, ...(reserving ? { nameKey: key } : {}), photoURL: checked.photoURL, bio: checked.bio, updatedAt: FieldValue.serverTimestamp() };
      const renamesToday = counts ? { renames: { day: today(now), count: countToday + 1 } } : {};
      if (profile.exists) transaction.update(profileRef, { ...fields, ...before, ...renamesToday });
      else transaction.set(profileRef, { ...fields, createdAt: FieldValue.serverTimestamp() });
    } else {
      transaction.update(profileRef, { photoURL: checked.photoURL, bio: checked.bio, updatedAt: FieldValue.serverTimestamp() });
    }

    // `searchName`: what the directory's search matches a typed prefix against.
    if (entry.exists) transaction.update(entryRef, { name, searchName: name.toLowerCase(), photoURL: checked.photoURL });
    else if (caller.verified)
      transaction.set(entryRef, { name, searchName: name.toLowerCase(), photoURL: checked.photoURL, joinedAt: FieldValue.serverTimestamp() });
    return { ok: true, profile: { name, nameKey: reserving ? key : "", photoURL: checked.photoURL, bio: checked.bio } };
  });
}
