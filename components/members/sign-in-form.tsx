"use client";

import type { Auth } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { minPasswordLength, type AuthField, type AuthProblem } from "@/lib/firebase/auth-errors";
import { accountServices, sendPasswordReset, signIn, signInWithGoogle, signUp } from "@/lib/members/account";
import { checkSignUp, parseReset, parseSignIn, type CredentialValues } from "@/lib/members/credentials";
import { loadNameRules } from "@/lib/members/profile";
import { placeProblems } from "@/lib/members/form-problems";
import { AuthTextField } from "./auth-text-field";
import { useAuthSubmission } from "./use-auth-submission";

type Mode = "sign-in" | "sign-up" | "reset";

type ModeCopy = {
  heading: string;
  intro: string;
  fields: AuthField[];
  submit: string;
  busy: string;
  other: { prompt: string; mode: Mode; label: string };
};

const modes: Record<Mode, ModeCopy> = {
  "sign-in": {
    heading: "Sign in",
    intro: "Members see their dashboard, the community and the live chat.",
    fields: ["email", "password"],
    submit: "Sign in",
    busy: "Signing in…",
    other: { prompt: "New here?", mode: "sign-up", label: "Create an account" },
  },
  "sign-up": {
    heading: "Create account",
    intro: "Join to see your dashboard, the community and the live chat.",
    fields: ["name", "email", "password"],
    submit: "Create account",
    busy: "Creating account…",
    other: { prompt: "Already a member?", mode: "sign-in", label: "Back to sign in" },
  },
  reset: {
    heading: "Reset password",
    intro: "We will e-mail you a link to choose a new password.",
    fields: ["email"],
    submit: "Send reset link",
    busy: "Sending…",
    other: { prompt: "Remembered it?", mode: "sign-in", label: "Back to sign in" },
  },
};

const linkClass = "font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60";

/** The signed-out members' area: sign in, create an account or reset the password; what was typed stays. */
export function SignInForm({ auth, db }: { auth: Auth; db?: Firestore }) {
  const id = useId();
  const services = useMemo(() => accountServices(auth, db), [auth, db]);
  const [mode, setMode] = useState<Mode>("sign-in");
  const [values, setValues] = useState<CredentialValues>({ name: "", email: "", password: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [via, setVia] = useState<"form" | "google">("form");
  const { busy, problems, run, clear } = useAuthSubmission();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const googleRef = useRef<HTMLButtonElement>(null);
  const current = modes[mode];
  const placed = placeProblems(problems, current.fields, id);
  const general = placed.filter((problem) => problem.under === null);

  function switchTo(next: Mode) {
    flushSync(() => {
      setMode(next);
      setSentTo(null);
      clear();
    });
    headingRef.current?.focus();
  }

  function focusFieldOf(shown: readonly AuthProblem[]) {
    const field = shown[0]?.fields[0] ?? current.fields[0] ?? "email";
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  }

  function submitMode(): Promise<readonly AuthProblem[]> {
    if (mode === "sign-in") return run(parseSignIn(values), (input) => signIn(auth, input));
    if (mode === "sign-up") return run(checkSignUp(values), (input) => signUp(services, input));
    setSentTo(null);
    return run(parseReset(values), async (input) => {
      const outcome = await sendPasswordReset(auth, input);
      if (outcome.ok) setSentTo(input.email);
      return outcome;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setVia("form");
    const shown = await submitMode();
    if (shown.length > 0) focusFieldOf(shown);
    else submitRef.current?.focus();
  }

  async function continueWithGoogle() {
    setVia("google");
    const shown = await run({ ok: true, data: null }, () => signInWithGoogle(services));
    if (shown.length > 0) googleRef.current?.focus();
  }

  const field = (name: AuthField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    problems: placed,
    required: true,
  });

  return (
    <section aria-labelledby={`${id}-title`} className="surface max-w-md p-6 sm:p-8">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold">
        {current.heading}
      </h2>
      <p className="mt-2 text-fg-muted">{current.intro}</p>
      {mode === "reset" ? (
        <p role="status" className="mt-4 text-fg empty:mt-0">
          {sentTo ? `We sent a link to reset your password to ${sentTo}. Follow it, then sign in with the new password.` : ""}
        </p>
      ) : null}
      <form ref={formRef} className="mt-6 space-y-5" onSubmit={submit} aria-busy={busy} noValidate>
        {mode === "sign-up" ? (
          <AuthTextField {...field("name")} onFocus={() => void loadNameRules().catch(() => undefined)} label="Name" type="text" autoComplete="name" />
        ) : null}
        <AuthTextField {...field("email")} label="E-mail" type="email" autoComplete="email" />
        {mode === "reset" ? null : (
          <AuthTextField
            {...field("password")}
            label="Password"
            type="password"
            autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
            hint={mode === "sign-up" ? `At least ${minPasswordLength} characters.` : undefined}
          />
        )}
        {general.map((problem) => (
          <p key={problem.id} id={problem.id} role="alert" className="text-sm text-danger">
            {problem.message}
          </p>
        ))}
        <Button ref={submitRef} type="submit" disabled={busy} className="w-full">
          {busy && via === "form" ? current.busy : current.submit}
        </Button>
      </form>
      {mode === "sign-in" ? (
        <p className="mt-4 text-sm">
          <button type="button" className={linkClass} disabled={busy} onClick={() => switchTo("reset")}>
            Forgot your password?
          </button>
        </p>
      ) : null}
      {mode === "reset" ? null : (
        <>
          <p
            aria-hidden="true"
            className="my-6 flex items-center gap-3 text-xs text-fg-subtle before:h-px before:flex-1 before:bg-ink-600 after:h-px after:flex-1 after:bg-ink-600"
          >
            or
          </p>
          <Button ref={googleRef} variant="secondary" disabled={busy} className="w-full" onClick={continueWithGoogle}>
            {busy && via === "google" ? "Waiting for Google…" : "Continue with Google"}
          </Button>
        </>
      )}
      <p className="mt-6 text-sm text-fg-muted">
        {current.other.prompt}{" "}
        <button type="button" className={linkClass} disabled={busy} onClick={() => switchTo(current.other.mode)}>
          {current.other.label}
        </button>
      </p>
    </section>
  );
}
