import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type Auth,
  type User,
} from "firebase/auth";
import { getFirestore, type Firestore } from "firebase/firestore";
import { ensureMemberRecords, type CreateProfile, type NewMember } from "@/lib/members/records";
import { authError, signInFailed, type AuthProblem } from "@/lib/firebase/auth-errors";
import { type ResetInput, type SignInInput, type SignUpInput } from "./credentials";
import { isAllowedPhoto } from "./profile-photo.mjs";
import { defaultMemberName } from "./member-name";
import { submitProfile } from "./profile";
import { usableName } from "./visible-text";
import { saveUser, type AccountUser } from "./saved-user";

export type AccountServices = { auth: Auth; db: Firestore };

/** Every account action resolves to this; failures are values the form shows, never throws. */
export type AuthOutcome = { ok: true } | { ok: false; problem: AuthProblem };

/** The services for an `auth`; the Firestore of the same app unless one is given. */
export function accountServices(auth: Auth, db?: Firestore): AccountServices {
  return { auth, db: db ?? getFirestore(auth.app) };
}

/** The member documents' name and photo for an account, within what the security rules accept. */
export function memberFromAccount(user: AccountUser): NewMember {
  const photoURL = user.photoURL ?? "";
  return {
    uid: user.uid,
    name: usableName(user.displayName) ?? defaultMemberName,
    photoURL: isAllowedPhoto(photoURL) ? photoURL : "",
  };
}

/** The server reserves the account's own name, or the first free number after it when it is taken. */
function profileCreator(user: Pick<User, "getIdToken">): CreateProfile {
  return async (values) => {
    const saved = await submitProfile(user, values, { firstFree: true });
    if (!saved.ok) throw new Error(saved.error);
    return saved.profile;
  };
}

async function attempt(action: () => Promise<unknown>, fallback: string): Promise<AuthOutcome> {
  try {
    await action();
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: authError(error, fallback) };
  }
}

export function signIn(auth: Auth, input: SignInInput): Promise<AuthOutcome> {
  return attempt(() => signInWithEmailAndPassword(auth, input.email, input.password), signInFailed);
}

// A sign-up under way in this page: the account exists before it has its name, and the members' area
// (which ensures a member's documents on every sign-in) waits for the name rather than write "User".
let signingUp: Promise<unknown> = Promise.resolve();

/** Where the link in the verification e-mail leads back to: the dashboard, which then knows. */
export function verificationSettings(): { url: string } | undefined {
  return typeof window === "undefined" ? undefined : { url: `${window.location.origin}/dashboard?verified=1` };
}

/**
 * A new account with its display name, its stored record and its three member documents, and the
 * e-mail that verifies its address (members post once it is verified). A verification e-mail that
 * cannot be sent does not undo the account: the members' area offers to send it again.
 */
export function signUp({ auth, db }: AccountServices, input: SignUpInput): Promise<AuthOutcome> {
  const creating = attempt(async () => {
    const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
    await updateProfile(user, { displayName: input.name });
    // The auth state announced the account before it had a name; the record is rewritten with it.
    saveUser(user);
    // Its directory entry follows once the address is verified (see ensureMember).
    await ensureMemberRecords(db, memberFromAccount(user), { verified: false, createProfile: profileCreator(user) });
    await sendEmailVerification(user, verificationSettings()).catch(() => undefined);
  }, "Your account could not be created. Please try again.");
  signingUp = creating;
  return creating;
}

/**
 * Makes sure the signed-in member has their documents, after any sign-up under way here: run on every
 * sign-in with any provider, so a sign-up interrupted before its documents were written heals on the
 * next visit, and again once `verified` (the address verified, and the ID token saying so), when the
 * member joins the directory.
 */
export async function ensureMember(db: Firestore, user: User, verified: boolean): Promise<void> {
  await signingUp;
  await ensureMemberRecords(db, memberFromAccount(user), { verified, createProfile: profileCreator(user) });
}

/** Google's account chooser in a popup (the Auth emulator shows its own); first visits get member documents. */
export function signInWithGoogle({ auth, db }: AccountServices): Promise<AuthOutcome> {
  return attempt(async () => {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    // Auth starts without the popup helper (lib/firebase/client.ts): Google sign-in brings its own.
    const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    await ensureMemberRecords(db, memberFromAccount(user), { verified: user.emailVerified, createProfile: profileCreator(user) });
  }, signInFailed);
}

export function sendPasswordReset(auth: Auth, input: ResetInput): Promise<AuthOutcome> {
  return attempt(() => sendPasswordResetEmail(auth, input.email), "The reset e-mail could not be sent. Please try again.");
}
