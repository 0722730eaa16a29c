import { authErrorMessage } from "./auth-errors";

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", /password is not right/],
    ["auth/user-not-found", /no account with that e-mail/],
    ["auth/invalid-credential", /e-mail address or password is not right/],
    ["auth/email-already-in-use", /already uses that e-mail/],
    ["auth/weak-password", /at least 6 characters/],
    ["auth/too-many-requests", /Too many attempts/],
    ["auth/network-request-failed", /Could not reach/],
  ])("%s", (code, expected) => expect(authErrorMessage({ code })).toMatch(expected));

  it("has a general message for anything else", () => {
    expect(authErrorMessage(new Error("boom"))).toBe("Sign-in failed. Please try again.");
    expect(authErrorMessage(null)).toBe("Sign-in failed. Please try again.");
  });
});
