import { sendEmailVerification, type User } from "firebase/auth";
import { authError, type AuthProblem } from "@/lib/firebase/auth-errors";
import { verificationSettings } from "./account";

/**
 * Reads the account again and, once its address is verified, takes a fresh ID token: the security rules
 * read `email_verified` from the token, so posting works from this moment, with no sign-out.
 */
export async function recheckVerified(user: User): Promise<boolean> {
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

/** Sends the verification e-mail again; the problem to show when it cannot be sent. */
export async function resendVerification(user: User): Promise<{ ok: true } | { ok: false; problem: AuthProblem }> {
  try {
    await sendEmailVerification(user, verificationSettings());
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: authError(error, "The e-mail could not be sent. Please try again in a minute.") };
  }
}
