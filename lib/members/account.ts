import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type Auth,
} from "firebase/auth";
import { getFirestore, type Firestore } from "firebase/firestore";
import { ensureMemberRecords, type NewMember } from "@/lib/community/records";
import { authError, signInFailed, type AuthProblem } from "@/lib/firebase/auth-errors";
import { maxNameLength, type ResetInput, type SignInInput, type SignUpInput } from "./credentials";
import { memberName } from "./member-name";
import { saveStoredUser, type AccountUser } from "./stored-user";

export type AccountServices = { auth: Auth; db: Firestore };

/** Every account action resolves to this; failures are values the form shows, never throws. */
export type AuthOutcome = { ok: true } | { ok: false; problem: AuthProblem };

/** The services for an `auth`; the Firestore of the same app unless one is given. */
export function accountServices(auth: Auth, db?: Firestore): AccountServices {
  return { auth, db: db ?? getFirestore(auth.app) };
}

const photoPattern = /^https?:\/\/\S+$/;

/** The member documents' name and photo for an account, within what the security rules accept. */
export function memberFromAccount(user: AccountUser): NewMember {
  const photoURL = user.photoURL ?? "";
  return {
    uid: user.uid,
    name: memberName(user.displayName).slice(0, maxNameLength),
    photoURL: photoURL.length <= 2048 && photoPattern.test(photoURL) ? photoURL : "",
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

/** A new account with its display name, its stored record and its three member documents. */
export function signUp({ auth, db }: AccountServices, input: SignUpInput): Promise<AuthOutcome> {
  return attempt(async () => {
    const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
    await updateProfile(user, { displayName: input.name });
    // The auth state announced the account before it had a name; the record is rewritten with it.
    saveStoredUser(user);
    await ensureMemberRecords(db, memberFromAccount(user));
  }, "Your account could not be created. Please try again.");
}

/** Google's account chooser in a popup (the Auth emulator shows its own); first visits get member documents. */
export function signInWithGoogle({ auth, db }: AccountServices): Promise<AuthOutcome> {
  return attempt(async () => {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    const { user } = await signInWithPopup(auth, provider);
    await ensureMemberRecords(db, memberFromAccount(user));
  }, signInFailed);
}

export function sendPasswordReset(auth: Auth, input: ResetInput): Promise<AuthOutcome> {
  return attempt(() => sendPasswordResetEmail(auth, input.email), "The reset e-mail could not be sent. Please try again.");
}
