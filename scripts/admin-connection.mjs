// firebase-admin for the operators' commands (`npm run roles`, `npm run chat:backfill`): the hosted
// project named by the same variables the server reads, or else the local emulators `npm run dev` runs.
import nextEnv from "@next/env";
import { applicationDefault, cert } from "firebase-admin/app";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** firebase-admin's options, and where they point, from the same variables the site reads. */
export function adminConnection() {
  nextEnv.loadEnvConfig(root, true, { info() {}, error: console.error });
  const json = process.env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (json) {
    const account = JSON.parse(json);
    return {
      options: {
        projectId: account.project_id,
        credential: cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: String(account.private_key).replace(/\\n/g, "\n") }),
      },
      where: `project ${account.project_id}`,
    };
  }
  const projectId = process.env.FIREBASE_PROJECT_ID?.trim();
  const hosted = projectId && projectId !== "undefined" && !projectId.startsWith("demo-");
  if (hosted && !process.env.FIREBASE_AUTH_EMULATOR_HOST) return { options: { projectId, credential: applicationDefault() }, where: `project ${projectId}` };
  // The local stack: the emulators on the ports firebase.json names, as `npm run dev` starts them.
  const { emulators } = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `${emulators.auth.host}:${emulators.auth.port}`;
  process.env.FIRESTORE_EMULATOR_HOST ||= `${emulators.firestore.host}:${emulators.firestore.port}`;
  const local = projectId && projectId !== "undefined" ? projectId : "demo-northbeam";
  return { options: { projectId: local }, where: `the local emulators (Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, project ${local})`, local: true };
}
