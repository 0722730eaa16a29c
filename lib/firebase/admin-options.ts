import "@/lib/validation/jitless";
import { z } from "zod";

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.email(),
  private_key: z.string().includes("PRIVATE KEY"),
});

type ServiceAccount = { projectId: string; clientEmail: string; privateKey: string };

export type AdminOptions =
  | { kind: "service-account"; projectId: string; serviceAccount: ServiceAccount }
  | { kind: "emulator"; projectId: string }
  | { kind: "application-default"; projectId: string };

type Env = Record<string, string | undefined>;

export class AdminConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AdminConfigError";
  }
}

function parseServiceAccount(json: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AdminConfigError("FIREBASE_SERVICE_ACCOUNT is not valid JSON.");
  }
  const parsed = serviceAccountSchema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new AdminConfigError(`FIREBASE_SERVICE_ACCOUNT is missing or has invalid fields: ${fields}.`);
  }
  return {
    projectId: parsed.data.project_id,
    clientEmail: parsed.data.client_email,
    // Hosting dashboards often store the key with escaped line breaks.
    privateKey: parsed.data.private_key.replace(/\\n/g, "\n"),
  };
}

/**
 * How firebase-admin should start: a service-account JSON variable wins, then the emulators (no
 * credentials needed), then application default credentials. Null when no project is named at all.
 */
export function readAdminOptions(env: Env): AdminOptions | null {
  const json = env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (json) {
    const serviceAccount = parseServiceAccount(json);
    return { kind: "service-account", projectId: serviceAccount.projectId, serviceAccount };
  }
  const projectId = [env.FIREBASE_PROJECT_ID, env.GOOGLE_CLOUD_PROJECT, env.GCLOUD_PROJECT]
    .map((value) => value?.trim())
    .find((value) => value && value !== "undefined");
  if (!projectId) return null;
  if (env.FIRESTORE_EMULATOR_HOST?.trim() || env.FIREBASE_AUTH_EMULATOR_HOST?.trim()) return { kind: "emulator", projectId };
  return { kind: "application-default", projectId };
}
