/**
 * @jest-environment node
 */
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type Auth, type UserCredential } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { ensureMemberRecords } from "@/lib/members/records";
import { memberFromAccount, signInWithGoogle } from "./account";
import type { AccountUser } from "./saved-user";

jest.mock("firebase/auth", () => ({
  ...jest.requireActual<object>("firebase/auth"),
  signInWithPopup: jest.fn(),
}));
jest.mock("@/lib/members/records", () => ({ ensureMemberRecords: jest.fn() }));

const account = (overrides: Partial<AccountUser>): AccountUser => ({ uid: "u1", email: "ada@example.com", photoURL: null, displayName: "Ada", ...overrides });

describe("memberFromAccount", () => {
  it.each<[string, Partial<AccountUser>, { name: string; photoURL: string }]>([
    ["the display name, trimmed", { displayName: "  Ada  " }, { name: "Ada", photoURL: "" }],
    ["'User' without a display name", { displayName: null }, { name: "User", photoURL: "" }],
    ["'User' for a blank display name", { displayName: "   " }, { name: "User", photoURL: "" }],
    ["a long name cut to 80 characters", { displayName: "a".repeat(90) }, { name: "a".repeat(80), photoURL: "" }],
    ["a name without its zero-width and bidi-override characters", { displayName: "Ad\u200Ba\u202E Lovelace" }, { name: "Ada Lovelace", photoURL: "" }],
    ["'User' for a name of blank fillers", { displayName: "\u3164\u3164" }, { name: "User", photoURL: "" }],
    [
      "Google's photo",
      { photoURL: "https://lh3.googleusercontent.com/a/ACg8oc=s96-c" },
      { name: "Ada", photoURL: "https://lh3.googleusercontent.com/a/ACg8oc=s96-c" },
    ],
    ["no photo from another site", { photoURL: "https://example.com/a.png" }, { name: "Ada", photoURL: "" }],
    ["no photo for a non-web address", { photoURL: "data:image/png;base64,AAAA" }, { name: "Ada", photoURL: "" }],
    [
      "no photo for an address the rules refuse as too long",
      { photoURL: `https://lh3.googleusercontent.com/${"a".repeat(2048)}` },
      { name: "Ada", photoURL: "" },
    ],
  ])("%s", (_, overrides, expected) => {
    expect(memberFromAccount(account(overrides))).toEqual({ uid: "u1", ...expected });
  });
});

describe("signInWithGoogle", () => {
  const services = { auth: {} as Auth, db: {} as Firestore };
  beforeEach(() => jest.resetAllMocks());

  it("opens Google's account chooser and makes sure the member documents exist", async () => {
    jest.mocked(signInWithPopup).mockResolvedValue({ user: { ...account({ displayName: null }), emailVerified: true } } as unknown as UserCredential);
    await expect(signInWithGoogle(services)).resolves.toEqual({ ok: true });
    // Auth starts without the popup helper, so the sign-in passes it.
    expect(signInWithPopup).toHaveBeenCalledWith(services.auth, expect.any(GoogleAuthProvider), browserPopupRedirectResolver);
    // Google's addresses are verified: the member joins the directory at once.
    expect(ensureMemberRecords).toHaveBeenCalledWith(
      services.db,
      { uid: "u1", name: "User", photoURL: "" },
      { verified: true, createProfile: expect.any(Function) },
    );
  });

  it.each([
    ["auth/popup-closed-by-user", /Google window was closed/],
    ["auth/popup-blocked", /blocked the Google window/],
    ["auth/network-request-failed", /Could not reach/],
  ])("turns %s into a message", async (code, message) => {
    jest.mocked(signInWithPopup).mockRejectedValue({ code });
    const outcome = await signInWithGoogle(services);
    expect(outcome).toMatchObject({ ok: false, problem: { message: expect.stringMatching(message), fields: [] } });
    expect(ensureMemberRecords).not.toHaveBeenCalled();
  });
});
