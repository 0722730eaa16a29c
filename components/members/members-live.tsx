"use client";

import type { User } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { useEffect, useState, type ReactNode } from "react";
import { useAuthUser, useFirebase } from "@/lib/firebase/use-firebase";
import type { FirebaseClient } from "@/lib/firebase/client";
import dynamic from "next/dynamic";
import { prefetchChat, seedFirstPage } from "@/lib/community/chat-prefetch";
import { profileSource } from "@/lib/community/member-documents";
import { stopLiveListeners } from "@/lib/firebase/live-cache";
import { useLive } from "@/lib/firebase/use-live";
import { clearSavedChat } from "@/lib/community/saved-chat";
import { watchSavedUser } from "@/lib/members/watch-saved-user";
import { watchRole, type Role } from "@/lib/members/role";
import { ensureMember } from "@/lib/members/account";
import { closeServerSession, openServerSession, type ServerSessionState } from "@/lib/members/session-exchange";
import { reportError } from "@/lib/resilience/report-error";
import { startHeartbeat } from "@/lib/community/presence";
import { Button } from "@/components/ui/button";
import { MemberSessionProvider, useMemberSession } from "./member-session";
import { useFirstChat } from "./chat/early-chat";
import { MemberAccount } from "./member-account";
import type { MembersPage } from "./members-preview";
import { Waiting } from "./members-waiting";
import { CommunityChat } from "./community-chat";
import { Dashboard } from "./dashboard";
import { MentionsView } from "./mentions/mentions-view";
import type { MembersArea, MembersLiveProps } from "./members-area";
import { MentionsWatch } from "./mentions/mentions-watch";
import { MembersUnavailable } from "./members-unavailable";
import { SignInAgainNotice } from "./sign-in-again-notice";
import { SignInForm } from "./sign-in-form";
import { LiveSignOutButtons } from "./sign-out-button";
import { SignOutButtons } from "./sign-out-buttons";
import { useEmailVerified, VerifyEmailNotice } from "./verify-email-notice";

/** The settings could not be fetched (offline, server error): unlike a missing configuration, this may pass. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" aria-labelledby="members-load-failed" className="surface max-w-xl p-6">
      <h2 id="members-load-failed" className="font-display text-xl font-semibold">
        Error loading content
      </h2>
      <p className="mt-3 text-fg-muted">The members&apos; area could not reach the server. Check your connection and try again.</p>
      <Button onClick={onRetry} className="mt-5">
        Try Again
      </Button>
    </section>
  );
}

/** The member's role, undefined until it has been read from their token. */
function useRole(db: Firestore | undefined, user: User | null): Role | undefined {
  const [state, setState] = useState<{ uid: string; role: Role } | null>(null);
  useEffect(() => {
    if (!user || !db) return;
    return watchRole(db, user, (role) => setState({ uid: user.uid, role }));
  }, [db, user]);
  return user && state?.uid === user.uid ? state.role : undefined;
}

const NameChangedNotice = dynamic(() => import("./name-changed-notice").then((module) => module.NameChangedNotice));

/** The notice that the member's name was changed, when their profile holds one. */
function NameNoticeIfAny() {
  const { db, user } = useMemberSession();
  const notice = useLive(profileSource(db, user.uid))?.nameNotice;
  return notice ? <NameChangedNotice notice={notice} /> : null;
}

/** Whether this page opens on the chat: the chat's own page, or the dashboard's Community tab. */
function opensOnChat(): boolean {
  const { pathname, search } = window.location;
  return pathname === "/community-chat" || (pathname === "/dashboard" && new URLSearchParams(search).get("tab") === "community");
}

/**
 * The signed-in member's area. `client` is null while Firebase loads: the area is already here then,
 * showing the page's preview, so what it shows stays in place (nothing drawn twice) as the session comes back.
 */
function SignedInArea({
  client,
  preview,
  mentions,
  children,
}: {
  client: Extract<FirebaseClient, { available: true }> | null;
  preview?: MembersPage;
  mentions: boolean;
  children: ReactNode;
}) {
  const auth = useAuthUser(client);
  const first = useFirstChat();
  const db = client?.db;
  useEffect(() => (client ? watchSavedUser(client.auth) : undefined), [client]);
  // However the session ends (sign-out here or in another tab, an expired account), no listener stays.
  // Nor does the chat kept for the next visit, nor the server's session (which rendered this page, if first).
  const signedOut = auth.status === "signed-out";
  const servedSession = first !== null;
  useEffect(() => {
    if (!signedOut) return;
    stopLiveListeners();
    clearSavedChat();
    closeServerSession(servedSession);
  }, [signedOut, servedSession]);
  const user = auth.status === "signed-in" ? auth.user : null;
  // The server's first page is the chat's until its listeners answer: it opens with it at once. Seeded
  // as soon as the client and the member are known, which is before the chat can mount (it waits for the
  // member's role, which a later effect reads); seeding fills only what nothing has cached yet.
  const uid = user?.uid;
  useEffect(() => {
    if (db && first && uid === first.uid) seedFirstPage(db, first);
  }, [db, first, uid]);
  const role = useRole(db, user);
  const [serverSession, setServerSession] = useState<{ user: User; state: ServerSessionState } | null>(null);
  const { verified, known, recheck } = useEmailVerified(user);
  // The server's session follows the account: opened on sign-in, and again once the address is
  // verified or the role changes, so what the server reads with it matches the account now.
  useEffect(() => {
    if (!user || !known || role === undefined) return;
    let current = true;
    void openServerSession(user).then((state) => {
      if (current) setServerSession({ user, state });
    });
    return () => {
      current = false;
    };
  }, [user, known, verified, role]);
  // Every sign-in, with any provider: the member's documents exist (a sign-up cut short heals here),
  // and once their address is verified, their directory entry too.
  useEffect(() => {
    if (!user || !known || !db) return;
    ensureMember(db, user, verified).catch((error: unknown) => reportError(error, { source: "members:records" }));
  }, [db, user, verified, known]);
  // The chat's first page is asked for beside the role, not once the role has answered: where the page
  // opens on the chat (elsewhere nothing listens to it until it is shown).
  useEffect(() => (db && user && known && verified && opensOnChat() ? prefetchChat(db, user.uid) : undefined), [db, user, known, verified]);
  // While a members' page is open and visible, a verified member counts as online.
  useEffect(() => (db && user && verified ? startHeartbeat(db, user) : undefined), [db, user, verified]);
  if (!client || auth.status === "loading") return <Waiting preview={preview} />;
  if (auth.status === "signed-out") return <SignInForm auth={client.auth} db={client.db} />;
  // Until the token's word on the address is known, nothing reads the community with a stale one.
  if (role === undefined || !known) return <Waiting preview={preview} />;
  return (
    <MemberSessionProvider session={{ ...client, user: auth.user, role, verified, recheckVerified: recheck }}>
      <MemberAccount
        who={auth.user.email ?? auth.user.displayName ?? "a member"}
        role={role}
        action={
          <SignOutButtons>
            <LiveSignOutButtons />
          </SignOutButtons>
        }
      />
      {serverSession?.user === auth.user && serverSession.state === "signInAgain" ? <SignInAgainNotice auth={client.auth} /> : null}
      {verified ? null : <VerifyEmailNotice user={auth.user} recheck={recheck} />}
      <NameNoticeIfAny />
      {mentions ? <MentionsWatch /> : null}
      {children}
    </MemberSessionProvider>
  );
}

/** The page's own content, for a page that names it rather than giving it (so none of it loads with the page). */
function AreaContent({ area }: { area: MembersArea }) {
  if (area.kind === "chat") return <CommunityChat placement="page" />;
  if (area.kind === "dashboard") return <Dashboard help={area.help} />;
  return <MentionsView />;
}

/**
 * The members' area once its scripts are here (Firebase with them): unavailable without a backend, the
 * sign-in form, or the page's content for the signed-in member. Loaded after the page is usable
 * (members-gate.tsx), drawing the same preview until the session is back.
 */
export function MembersLive({ feature, preview, mentions = true, area, children }: MembersLiveProps) {
  const firebase = useFirebase();
  if (firebase.status !== "loading" && !firebase.client.available) {
    return firebase.client.retryable ? <LoadFailed onRetry={firebase.retry} /> : <MembersUnavailable feature={feature} />;
  }
  return (
    <SignedInArea client={firebase.status === "loading" || !firebase.client.available ? null : firebase.client} preview={preview} mentions={mentions}>
      {area ? <AreaContent area={area} /> : children}
    </SignedInArea>
  );
}
