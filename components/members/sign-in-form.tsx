"use client";

import { signInWithEmailAndPassword, type Auth } from "firebase/auth";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/firebase/auth-errors";

/** E-mail and password sign-in; what was typed stays when it fails. */
export function SignInForm({ auth }: { auth: Auth }) {
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInWithEmailAndPassword(auth, email.trim(), password);
    } catch (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
      emailRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="surface max-w-md p-6 sm:p-8">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        Sign in
      </h2>
      <p className="mt-2 text-fg-muted">Members see their dashboard, the community and the live chat.</p>
      <form className="mt-6 space-y-5" onSubmit={submit} aria-busy={busy} noValidate>
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errorId={error ? errorId : undefined}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errorId={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </section>
  );
}
