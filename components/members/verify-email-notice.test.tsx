import { renderHook, waitFor } from "@testing-library/react";
import type { User } from "firebase/auth";
import { useEmailVerified } from "./verify-email-notice";

// The Auth SDK's calls are the fake account's own here.
jest.mock("@/lib/members/verification", () => ({ recheckVerified: jest.fn(), resendVerification: jest.fn() }));

function account({ emailVerified, tokenSaysVerified }: { emailVerified: boolean; tokenSaysVerified: boolean }) {
  const order: string[] = [];
  const user = {
    uid: "u1",
    emailVerified,
    reload: jest.fn(async () => undefined),
    getIdTokenResult: jest.fn(async () => ({ claims: { email_verified: tokenSaysVerified } })),
    getIdToken: jest.fn(async () => {
      order.push("token renewed");
      return "token";
    }),
  };
  return { user: user as unknown as User, order, mocks: user };
}

describe("useEmailVerified", () => {
  it("knows at once that an unverified account is unverified", () => {
    const { user } = account({ emailVerified: false, tokenSaysVerified: false });
    const { result } = renderHook(() => useEmailVerified(user));
    expect(result.current).toMatchObject({ verified: false, known: true });
  });

  it("holds a verified account as unknown until its token says so, renewing a token from before the verification", async () => {
    const { user, order, mocks } = account({ emailVerified: true, tokenSaysVerified: false });
    const { result } = renderHook(() => {
      const state = useEmailVerified(user);
      if (state.known) order.push(`known, verified ${state.verified}`);
      return state;
    });
    expect(result.current).toMatchObject({ verified: false, known: false });
    await waitFor(() => expect(result.current).toMatchObject({ verified: true, known: true }));
    expect(mocks.getIdToken).toHaveBeenCalledWith(true);
    // Nothing reads the community as verified before the token is.
    expect(order[0]).toBe("token renewed");
  });

  it("takes a token that already says verified as it is", async () => {
    const { user, mocks } = account({ emailVerified: true, tokenSaysVerified: true });
    const { result } = renderHook(() => useEmailVerified(user));
    await waitFor(() => expect(result.current).toMatchObject({ verified: true, known: true }));
    expect(mocks.getIdToken).not.toHaveBeenCalled();
  });

  it("falls back to the account's own word when the token cannot be read", async () => {
    const { user, mocks } = account({ emailVerified: true, tokenSaysVerified: true });
    mocks.getIdTokenResult.mockRejectedValue(new Error("offline"));
    const { result } = renderHook(() => useEmailVerified(user));
    await waitFor(() => expect(result.current).toMatchObject({ verified: true, known: true }));
  });
});
