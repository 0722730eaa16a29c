// Test support for the emulator suites: a member's profile created as the browser creates it, through
// the profile route (the only writer of names), with the member's own ID token.
import type { Auth, User } from "firebase/auth";
import { PUT } from "@/app/api/members/profile/route";
import type { CreateProfile, ProfileValues } from "@/lib/members/records";
import { getAdmin } from "@/lib/firebase/admin";
import { profileRoute } from "@/lib/members/profile";

// firebase-admin's first connection can take longer than the route gives the store on a busy machine:
// opened once, before the first request.
let warm: Promise<unknown> | undefined;
const warmUp = () => (warm ??= getAdmin()?.db.collection("warm-up").doc("connection").get() ?? Promise.resolve());

/** Sends a profile to the route as `user`; its status and JSON answer. */
export async function putProfile(user: Pick<User, "getIdToken">, values: ProfileValues & { firstFree?: boolean }) {
  await warmUp();
  const response = await PUT(
    new Request("http://localhost/api/members/profile", {
      method: "PUT",
      headers: { Authorization: `Bearer ${await user.getIdToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify(values),
    }),
  );
  return { status: response.status, body: (await response.json()) as { profile?: ProfileValues; error?: string; field?: string } };
}

/**
 * What the members' area passes to ensureMemberRecords, for the member signed in on `client`: the
 * account's own name, or the first free number after it.
 */
export function routeProfileCreator(client: { auth: Auth }): CreateProfile {
  return async (values) => {
    const user = client.auth.currentUser;
    if (!user) throw new Error("No member is signed in on this client.");
    const { status, body } = await putProfile(user, { ...values, firstFree: true });
    if (!body.profile) throw new Error(`The profile route answered ${status}: ${body.error ?? ""}`);
    return body.profile;
  };
}

/**
 * Lets code that calls the profile route as the browser does (`fetch("/api/members/profile")`) run
 * under Node: that address goes to the route handler, anything else to the real fetch. Returns the
 * function that puts the real fetch back.
 */
export function serveProfileRoute(): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url !== profileRoute) return real(input, init);
    await warmUp();
    return PUT(new Request(`http://localhost${profileRoute}`, init));
  };
  return () => {
    globalThis.fetch = real;
  };
}
