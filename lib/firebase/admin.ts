import "server-only";
import { applicationDefault, cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { readAdminOptions, type AdminOptions } from "./admin-options";

export type AdminServices = { app: App; auth: Auth; db: Firestore; projectId: string; kind: AdminOptions["kind"] };

const appName = "northbeam-admin";

let services: AdminServices | null | undefined;

function initialise(options: AdminOptions): AdminServices {
  const app =
    getApps().find((candidate) => candidate.name === appName) ??
    initializeApp(
      {
        projectId: options.projectId,
        ...(options.kind === "service-account" ? { credential: cert(options.serviceAccount) } : {}),
        ...(options.kind === "application-default" ? { credential: applicationDefault() } : {}),
      },
      appName,
    );
  // firebase-admin reads FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST itself.
  return { app, auth: getAuth(app), db: getFirestore(app), projectId: options.projectId, kind: options.kind };
}

/**
 * firebase-admin, initialised once from the environment. Null when the server names no Firebase
 * project; callers answer 503 then. A malformed service account throws AdminConfigError.
 */
export function getAdmin(): AdminServices | null {
  if (services === undefined) {
    const options = readAdminOptions(process.env);
    services = options ? initialise(options) : null;
  }
  return services;
}
