import { getApps, initializeApp, type FirebaseApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { describeError } from "@/lib/http/describe-error";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";
import { credentialsSchema, credentialsUrl, type Credentials } from "./config";

/** The part of `firebase/app-check` the client uses; loaded only when the server names a site key. */
export type AppCheckSdk = Pick<typeof import("firebase/app-check"), "initializeAppCheck" | "ReCaptchaEnterpriseProvider">;

export type FirebaseServices = { app: FirebaseApp; auth: Auth; db: Firestore };
export type FirebaseClient =
  | (FirebaseServices & { available: true })
  | {
      available: false;
      app: null;
      auth: null;
      db: null;
      reason: string;
      /** The config could not be read (network, server error): trying again may work. */ retryable: boolean;
    };

/**
 * Auth as getAuth() sets it up in a browser (the same persistence, in the same order), without the popup
 * and redirect helper, which loads Google's sign-in script and its iframe on every page that starts
 * Auth. Only Google sign-in needs it, and it passes the helper itself (lib/members/account.ts).
 */
function startAuth(app: FirebaseApp, existing: boolean): Auth {
  if (existing || typeof window === "undefined") return getAuth(app);
  return initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
}

const unavailable = (reason: string, retryable = false): FirebaseClient => ({ available: false, app: null, auth: null, db: null, reason, retryable });

/**
 * Initialises (or reuses) the named app and wires it to the emulators when the credentials name them.
 * Emulator wiring happens once per app: the SDK refuses a second connect after first use. App Check is
 * activated before Auth and Firestore are first used, so their first requests already carry a token.
 */
export function connectFirebase(credentials: Credentials, name = "[DEFAULT]", appCheckSdk?: AppCheckSdk): FirebaseClient {
  if (!credentials.firebase) return unavailable("The server has no Firebase configuration.");
  const existing = getApps().find((app) => app.name === name);
  const app = existing ?? initializeApp(credentials.firebase, name);
  if (!existing && credentials.appCheck && appCheckSdk) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = appCheckSdk;
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(credentials.appCheck.recaptchaEnterpriseSiteKey), isTokenAutoRefreshEnabled: true });
  }
  const auth = startAuth(app, Boolean(existing));
  const db = getFirestore(app);
  if (!existing && credentials.emulators) {
    connectAuthEmulator(auth, credentials.emulators.auth, { disableWarnings: true });
    const [host = "127.0.0.1", port = "8080"] = credentials.emulators.firestore.split(":");
    connectFirestoreEmulator(db, host, Number(port));
  }
  return { available: true, app, auth, db };
}

async function loadCredentials(): Promise<Credentials | string> {
  try {
    const response = await fetchForDevice(credentialsUrl, { cache: "no-store" });
    if (!response.ok) return `${credentialsUrl} answered ${response.status}.`;
    const parsed = credentialsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : `${credentialsUrl} did not match the expected shape.`;
  } catch (error) {
    return `${credentialsUrl} could not be loaded (${describeError(error)}).`;
  }
}

/** App Check's SDK and reCAPTCHA are fetched only by sites that turned App Check on. */
async function loadAppCheck(credentials: Credentials): Promise<AppCheckSdk | undefined | string> {
  if (!credentials.appCheck || !credentials.firebase) return undefined;
  try {
    return await import("firebase/app-check");
  } catch (error) {
    return `App Check could not be loaded (${describeError(error)}).`;
  }
}

type Shared = { pending?: Promise<FirebaseClient>; warned?: boolean };

// Kept on globalThis so hot reloads and StrictMode's double effects share one initialisation.
const shared: Shared = ((globalThis as { __northbeamFirebase?: Shared }).__northbeamFirebase ??= {});

function warnOnce(reason: string): void {
  if (shared.warned) return;
  shared.warned = true;
  console.warn(`[firebase] The members' area is unavailable: ${reason}`);
}

/** The one Firebase client of this page, initialised on first call from the runtime config. */
export function getFirebase(): Promise<FirebaseClient> {
  shared.pending ??= loadCredentials().then(async (credentials) => {
    const appCheck = typeof credentials === "string" ? undefined : await loadAppCheck(credentials);
    const client =
      typeof credentials === "string"
        ? unavailable(credentials, true)
        : typeof appCheck === "string"
          ? unavailable(appCheck, true)
          : connectFirebase(credentials, undefined, appCheck);
    if (!client.available) {
      warnOnce(client.reason);
      // A network failure may pass; the next caller tries again. A missing config will not.
      if (client.retryable) shared.pending = undefined;
    }
    return client;
  });
  return shared.pending;
}

/** For tests: forget the shared client so the next call fetches the config again. */
export function resetFirebaseForTests(): void {
  shared.pending = undefined;
  shared.warned = false;
}
