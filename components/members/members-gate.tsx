"use client";

import type { ReactNode } from "react";
import { useAuthUser, useFirebase } from "@/lib/firebase/use-firebase";
import type { FirebaseClient } from "@/lib/firebase/client";
import { MemberSessionProvider } from "./member-session";
import { MembersUnavailable } from "./members-unavailable";
import { SignInForm } from "./sign-in-form";

function Loading() {
  return (
    <p role="status" className="text-fg-muted">
      Loading...
    </p>
  );
}

function SignedInArea({ client, children }: { client: Extract<FirebaseClient, { available: true }>; children: ReactNode }) {
  const auth = useAuthUser(client);
  if (auth.status === "loading") return <Loading />;
  if (auth.status === "signed-out") return <SignInForm auth={client.auth} />;
  return <MemberSessionProvider session={{ ...client, user: auth.user }}>{children}</MemberSessionProvider>;
}

/** Members' content: loading, unavailable without a backend, the sign-in form, or the children. */
export function MembersGate({ feature, children }: { feature: string; children: ReactNode }) {
  const firebase = useFirebase();
  if (firebase.status === "loading") return <Loading />;
  if (!firebase.client.available) return <MembersUnavailable feature={feature} />;
  return <SignedInArea client={firebase.client}>{children}</SignedInArea>;
}
