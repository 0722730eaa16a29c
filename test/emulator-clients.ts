// Test support for the emulator suites: web SDK clients against the local stack, each its own app,
// signed up as a fresh member, and all closed again after the suite.
import { deleteApp } from "firebase/app";
import { createUserWithEmailAndPassword, sendEmailVerification, signOut, updateProfile, type User } from "firebase/auth";
import { connectFirebase, type FirebaseServices } from "@/lib/firebase/client";
import { buildCredentials } from "@/lib/firebase/config";

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
    /**
     * Signs the client up as a new account with this display name, its e-mail address verified (as a
     * member who may post) unless `verified` is false; the member's author fields.
     */
    async signUp(client: FirebaseServices, name: string, { verified = true } = {}) {
      const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
      const { user } = await createUserWithEmailAndPassword(client.auth, email, "correct-horse-battery");
      await updateProfile(user, { displayName: name });
      if (verified) await verifyEmail(user);
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

/** The newest verification link the Auth emulator of the stack holds for `email` (it keeps them instead of mailing them). */
export async function verificationLinkFor(email: string): Promise<string | undefined> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set.");
  const projectId = buildCredentials(process.env).firebase?.projectId ?? "";
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
  return oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === "VERIFY_EMAIL").at(-1)?.oobLink;
}

/** Verifies the user's address as they would: the link in the e-mail, opened. */
export async function verifyEmail(user: User): Promise<void> {
  await sendEmailVerification(user);
  const link = await verificationLinkFor(user.email ?? "");
  if (!link) throw new Error(`The Auth emulator holds no verification link for ${user.email}.`);
  const opened = await fetch(link);
  if (!opened.ok) throw new Error(`The verification link answered ${opened.status}.`);
  await user.reload();
  await user.getIdToken(true);
}
