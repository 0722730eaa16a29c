const messages: Record<string, string> = {
  "auth/invalid-email": "Enter a valid e-mail address.",
  "auth/missing-password": "Enter your password.",
  "auth/user-not-found": "There is no account with that e-mail address.",
  "auth/wrong-password": "That password is not right. Try again or reset it.",
  "auth/invalid-credential": "The e-mail address or password is not right.",
  "auth/invalid-login-credentials": "The e-mail address or password is not right.",
  "auth/user-disabled": "This account has been disabled. Contact us to restore it.",
  "auth/email-already-in-use": "An account already uses that e-mail address. Sign in instead.",
  "auth/weak-password": "Choose a password of at least 6 characters.",
  "auth/too-many-requests": "Too many attempts. Wait a minute, then try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
};

/** A sentence a member can act on, for any error the Firebase Auth SDK throws. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
  return messages[code] ?? "Sign-in failed. Please try again.";
}
