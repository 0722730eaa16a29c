"use client";

import type { User } from "firebase/auth";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { recheckVerified, resendVerification } from "@/lib/members/verification";
import { reportError } from "@/lib/resilience/report-error";

/**
 * Whether the member's e-mail address is verified, checked again whenever they come back to the tab
 * (from the e-mail with the link) or arrive from the link itself, and on request. `known` is false
 * while an account that says it is verified has not yet been checked against its ID token: the rules
 * read the token, and reads or writes made with a token from before the verification are refused (the
 * chat then stayed empty and the member unlisted after following the link).
 */
export function useEmailVerified(user: User | null): { verified: boolean; known: boolean; recheck: () => Promise<boolean> } {
  const [verified, setVerified] = useState<{ uid: string; value: boolean } | null>(null);
  const checked = user !== null && verified?.uid === user.uid;
  const current = checked ? (verified?.value ?? false) : false;
  const known = user === null || checked || !user.emailVerified;

  const recheck = useCallback(async () => {
    if (!user) return false;
    try {
      const value = await recheckVerified(user);
      setVerified({ uid: user.uid, value });
      return value;
    } catch (error) {
      reportError(error, { source: "members:verification" });
      return user.emailVerified;
    }
  }, [user]);

  // On arrival: Auth reloads the account when the page starts, so `emailVerified` may already be true
  // (the link was opened) while the token the rules read still says false; the token is renewed then.
  // Arriving from the link itself (/dashboard?verified=1), the account is read again first.
  useEffect(() => {
    if (!user) return;
    let active = true;
    const timer = window.setTimeout(async () => {
      try {
        if (!user.emailVerified && new URLSearchParams(window.location.search).has("verified")) await user.reload();
        if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) await user.getIdToken(true);
        if (active) setVerified({ uid: user.uid, value: user.emailVerified });
      } catch (error) {
        reportError(error, { source: "members:verification" });
        // Offline: the account's own word, as before; the rules still decide.
        if (active) setVerified({ uid: user.uid, value: user.emailVerified });
      }
    }, 0);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [user]);

  // Not verified yet: asked again whenever the member comes back to the tab (from the e-mail).
  useEffect(() => {
    if (!user || current) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void recheck();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [user, current, recheck]);

  return { verified: current, known, recheck };
}

/** Why an unverified member cannot post yet, and the two ways forward: resend, or say it is done. */
export function VerifyEmailNotice({ user, recheck, compact = false }: { user: User; recheck: () => Promise<boolean>; compact?: boolean }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" | "sent" | "checking" | "not-yet" } | { kind: "failed"; message: string }>({ kind: "idle" });

  async function resend() {
    setState({ kind: "sending" });
    const outcome = await resendVerification(user);
    setState(outcome.ok ? { kind: "sent" } : { kind: "failed", message: outcome.problem.message });
  }

  async function check() {
    setState({ kind: "checking" });
    setState({ kind: (await recheck()) ? "idle" : "not-yet" });
  }

  const status =
    state.kind === "sent"
      ? `Sent. Check ${user.email ?? "your inbox"}, and your spam folder.`
      : state.kind === "not-yet"
        ? "Not verified yet: open the link in the e-mail, then try again."
        : state.kind === "failed"
          ? state.message
          : "";

  return (
    <section aria-labelledby="verify-email-title" className={`rounded-xl border border-accent/50 bg-ink-900 ${compact ? "mt-4 p-4" : "mb-8 p-5"} text-sm`}>
      <h2 id="verify-email-title" className="font-semibold text-fg">
        Verify your e-mail address to join the community
      </h2>
      <p className="mt-1 text-fg-muted">
        We sent a link to <strong className="text-fg">{user.email ?? "your e-mail address"}</strong>. Open it, then come back here: the chat, the members and
        who is online open to verified members, and you appear among them. Your dashboard and profile are yours meanwhile.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void check()} disabled={state.kind === "checking"}>
          {state.kind === "checking" ? "Checking..." : "I've verified it"}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void resend()} disabled={state.kind === "sending"}>
          {state.kind === "sending" ? "Sending..." : "Send the e-mail again"}
        </Button>
      </div>
      <p role="status" className={`mt-2 min-h-5 text-xs ${state.kind === "failed" ? "text-danger" : "text-fg-muted"}`}>
        {status}
      </p>
    </section>
  );
}
