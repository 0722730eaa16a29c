"use client";

import { onAuthStateChanged, type User } from "firebase/auth";
import { useEffect, useState } from "react";
import { getFirebase, type FirebaseClient } from "./client";

export type FirebaseStatus = { status: "loading" } | { status: "done"; client: FirebaseClient };

/** The shared Firebase client once the runtime config has been read. */
export function useFirebase(): FirebaseStatus {
  const [state, setState] = useState<FirebaseStatus>({ status: "loading" });
  useEffect(() => {
    let active = true;
    getFirebase().then((client) => {
      if (active) setState({ status: "done", client });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: User };

/** The signed-in member, following every sign-in and sign-out. */
export function useAuthUser(client: FirebaseClient): AuthState {
  const [state, setState] = useState<AuthState>({ status: "loading" });
  useEffect(() => {
    if (!client.available) return;
    return onAuthStateChanged(client.auth, (user) => {
      setState(user ? { status: "signed-in", user } : { status: "signed-out" });
    });
  }, [client]);
  return client.available ? state : { status: "signed-out" };
}
