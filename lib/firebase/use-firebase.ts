"use client";

import { onAuthStateChanged, type User } from "firebase/auth";
import { useCallback, useEffect, useState } from "react";
import { getFirebase, type FirebaseClient } from "./client";

export type FirebaseStatus = { status: "loading" } | { status: "done"; client: FirebaseClient };

/** The shared Firebase client once the runtime config has been read; `retry` reads it again after a failure. */
export function useFirebase(): FirebaseStatus & { retry: () => void } {
  const [state, setState] = useState<FirebaseStatus>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    getFirebase().then((client) => {
      if (active) setState({ status: "done", client });
    });
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: User };

/** The signed-in member, following every sign-in and sign-out; loading while there is no client yet (null). */
export function useAuthUser(client: FirebaseClient | null): AuthState {
  const [state, setState] = useState<AuthState>({ status: "loading" });
  useEffect(() => {
    if (!client?.available) return;
    return onAuthStateChanged(client.auth, (user) => {
      setState(user ? { status: "signed-in", user } : { status: "signed-out" });
    });
  }, [client]);
  if (!client) return { status: "loading" };
  return client.available ? state : { status: "signed-out" };
}
