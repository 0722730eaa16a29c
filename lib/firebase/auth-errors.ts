export type AuthField = "name" | "email" | "password";

/** A sentence a member can act on, and the fields it is about (first is the one to fix first). */
export type AuthProblem = { message: string; fields: readonly AuthField[] };

/** What our sign-up asks for; Firebase itself accepts 6. */
export const minPasswordLength = 8;

const notRight = "The e-mail address or password is not right.";
const popupClosed = "The Google window was closed before you chose an account. Try again when you are ready.";

export const authProblems = {
  "auth/missing-email": { message: "Enter your e-mail address.", fields: ["email"] },
  "auth/invalid-email": { message: "Enter a valid e-mail address.", fields: ["email"] },
  "auth/missing-password": { message: "Enter your password.", fields: ["password"] },
  "auth/user-not-found": { message: "There is no account with that e-mail address.", fields: ["email"] },
  // Both fields: the address may be the mistyped half of the pair.
  "auth/wrong-password": { message: "That password is not right. Try again or reset it.", fields: ["password", "email"] },
  "auth/invalid-credential": { message: notRight, fields: ["email", "password"] },
  "auth/invalid-login-credentials": { message: notRight, fields: ["email", "password"] },
  "auth/user-disabled": { message: "This account has been disabled. Contact us to restore it.", fields: ["email"] },
  "auth/email-already-in-use": { message: "An account already uses that e-mail address. Sign in instead.", fields: ["email"] },
  "auth/account-exists-with-different-credential": {
    message: "An account already uses that e-mail address. Sign in with your password instead.",
    fields: [],
  },
  "auth/weak-password": { message: `Choose a password of at least ${minPasswordLength} characters.`, fields: ["password"] },
  "auth/too-many-requests": { message: "Too many attempts. Wait a minute, then try again.", fields: [] },
  "auth/network-request-failed": { message: "Could not reach the sign-in service. Check your connection and try again.", fields: [] },
  "auth/popup-closed-by-user": { message: popupClosed, fields: [] },
  "auth/cancelled-popup-request": { message: popupClosed, fields: [] },
  "auth/popup-blocked": { message: "Your browser blocked the Google window. Allow pop-ups for this site, then try again.", fields: [] },
  "auth/operation-not-allowed": { message: "This way of signing in is not enabled. Use another one.", fields: [] },
} as const satisfies Record<string, AuthProblem>;

export const signInFailed = "Sign-in failed. Please try again.";

const byCode: Partial<Record<string, AuthProblem>> = authProblems;

function codeOf(error: unknown): string {
  return typeof error === "object" && error && "code" in error ? String(error.code) : "";
}

/** The problem to show for any error the Firebase Auth SDK throws; `fallback` names the step that failed. */
export function authError(error: unknown, fallback: string = signInFailed): AuthProblem {
  return byCode[codeOf(error)] ?? { message: fallback, fields: [] };
}

export function authErrorMessage(error: unknown): string {
  return authError(error).message;
}
