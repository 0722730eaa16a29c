// Test support for the emulator suites: web SDK clients against the local stack, each its own app,
// signed up as a fresh member, and all closed again after the suite.
import { deleteApp } from "firebase/app";
import { createUserWithEmailAndPassword, signOut, updateProfile } from "firebase/auth";
import { connectFirebase, type FirebaseServices } from "./client";
import { buildCredentials } from "./config";

export function emulatorClients({ projectId }: { projectId?: string } = {}) {
  const clients: FirebaseServices[] = [];
  return {
    /** A client of its own (a separate app), optionally on another project of the same emulators. */
    connect(name: string): FirebaseServices {
      const credentials = buildCredentials(process.env);
      if (!credentials.firebase) throw new Error("The emulator stack did not provide a Firebase config.");
      const firebase = projectId ? { ...credentials.firebase, projectId } : credentials.firebase;
      const client = connectFirebase({ ...credentials, firebase }, `${name}-${process.pid}`);
      if (!client.available) throw new Error(client.reason);
      clients.push(client);
      return client;
    },
    /** Signs the client up as a new account with this display name; the member's author fields. */
    async signUp(client: FirebaseServices, name: string) {
      const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
      const { user } = await createUserWithEmailAndPassword(client.auth, email, "correct-horse-battery");
      await updateProfile(user, { displayName: name });
      return { uid: user.uid, name, photoURL: "" };
    },
    async closeAll() {
      for (const client of clients.splice(0)) {
        await signOut(client.auth).catch(() => undefined);
        await deleteApp(client.app);
      }
    },
  };
}
