import { authError, authErrorMessage, signInFailed, type AuthField } from "./auth-errors";

describe("authError", () => {
  it.each<[string, RegExp, AuthField[]]>([
    ["auth/wrong-password", /password is not right/, ["password", "email"]],
    ["auth/user-not-found", /no account with that e-mail/, ["email"]],
    ["auth/invalid-credential", /e-mail address or password is not right/, ["email", "password"]],
    ["auth/invalid-login-credentials", /e-mail address or password is not right/, ["email", "password"]],
    ["auth/email-already-in-use", /already uses that e-mail/, ["email"]],
    ["auth/weak-password", /at least 8 characters/, ["password"]],
    ["auth/too-many-requests", /Too many attempts/, []],
    ["auth/network-request-failed", /Could not reach/, []],
    ["auth/popup-closed-by-user", /Google window was closed/, []],
    ["auth/cancelled-popup-request", /Google window was closed/, []],
    ["auth/popup-blocked", /blocked the Google window/, []],
    ["auth/invalid-email", /valid e-mail address/, ["email"]],
    ["auth/missing-email", /Enter your e-mail/, ["email"]],
    ["auth/missing-password", /Enter your password/, ["password"]],
    ["auth/user-disabled", /disabled/, ["email"]],
    ["auth/account-exists-with-different-credential", /Sign in with your password/, []],
    ["auth/operation-not-allowed", /not enabled/, []],
  ])("%s", (code, message, fields) => {
    const problem = authError({ code, message: "Firebase: internal text" });
    expect(problem.message).toMatch(message);
    expect(problem.fields).toEqual(fields);
  });

  it("falls back to a general message about no field for anything else", () => {
    expect(authError(new Error("boom"))).toEqual({ message: signInFailed, fields: [] });
    expect(authError(null)).toEqual({ message: signInFailed, fields: [] });
    expect(authError({ code: "auth/internal-error" })).toEqual({ message: signInFailed, fields: [] });
  });

  it("names the step that failed when told", () => {
    expect(authError({ code: "permission-denied" }, "Your account could not be created.").message).toBe("Your account could not be created.");
  });
});

describe("authErrorMessage", () => {
  it("is the problem's sentence", () => {
    expect(authErrorMessage({ code: "auth/wrong-password" })).toMatch(/password is not right/);
    expect(authErrorMessage(undefined)).toBe(signInFailed);
  });
});
