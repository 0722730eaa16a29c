import "@/lib/validation/jitless";
import { z } from "zod";

/** A value an operator really set: present, non-blank, and not the text a bad template leaves behind. */
const configValue = z
  .string()
  .trim()
  .min(1)
  .refine((value) => value !== "undefined" && value !== "null", { message: "is not set" });

const firebaseWebConfigSchema = z.object({
  apiKey: configValue,
  authDomain: configValue,
  projectId: configValue,
  storageBucket: configValue,
  messagingSenderId: configValue,
  appId: configValue,
});

export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/** Where the browser reaches the local emulators: the Auth URL and Firestore's host:port. */
const emulatorEndpointsSchema = z.object({
  auth: z.url({ protocol: /^https?$/ }),
  firestore: z.string().regex(/^[\w.-]+:\d{1,5}$/),
});

export type EmulatorEndpoints = z.infer<typeof emulatorEndpointsSchema>;

/** App Check with reCAPTCHA Enterprise: the site key is public (every page that runs reCAPTCHA shows it). */
const appCheckConfigSchema = z.object({ recaptchaEnterpriseSiteKey: z.string().regex(/^[\w-]{20,100}$/) });

export type AppCheckConfig = z.infer<typeof appCheckConfigSchema>;

/** Where the browser reads the public config (`credentialsSchema`) at run time. */
export const credentialsUrl = "/api/credentials.json";

export const credentialsSchema = z.object({
  firebase: firebaseWebConfigSchema.nullable(),
  emulators: emulatorEndpointsSchema.optional(),
  appCheck: appCheckConfigSchema.optional(),
  openrouter: z.object({ enabled: z.boolean() }),
  gemini: z.object({ enabled: z.boolean() }),
});

export type Credentials = z.infer<typeof credentialsSchema>;

type Env = Record<string, string | undefined>;

/** The server variables that make up the web config; their names are the public contract in `.env.example`. */
const firebaseEnvNames = {
  apiKey: "FIREBASE_API_KEY",
  authDomain: "FIREBASE_AUTH_DOMAIN",
  projectId: "FIREBASE_PROJECT_ID",
  storageBucket: "FIREBASE_STORAGE_BUCKET",
  messagingSenderId: "FIREBASE_MESSAGING_SENDER_ID",
  appId: "FIREBASE_APP_ID",
} as const satisfies Record<keyof FirebaseWebConfig, string>;

export function readFirebaseWebConfig(env: Env): FirebaseWebConfig | null {
  const raw = Object.fromEntries(Object.entries(firebaseEnvNames).map(([key, name]) => [key, env[name]]));
  const parsed = firebaseWebConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function isConfigured(value: string | undefined): boolean {
  return configValue.safeParse(value ?? "").success;
}

/**
 * The emulator endpoints, only when both emulators are in use. FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST are the variables firebase-admin reads; the browser gets the same hosts
 * unless PUBLIC_EMULATOR_HOST names the address it should use instead (a container or a LAN device).
 */
export function readEmulatorEndpoints(env: Env): EmulatorEndpoints | undefined {
  const auth = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const firestore = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (!auth || !firestore) return undefined;
  const publicHost = env.PUBLIC_EMULATOR_HOST?.trim();
  const forBrowser = (hostPort: string) => (publicHost ? `${publicHost}:${hostPort.split(":").pop()}` : hostPort);
  const parsed = emulatorEndpointsSchema.safeParse({ auth: `http://${forBrowser(auth)}`, firestore: forBrowser(firestore) });
  return parsed.success ? parsed.data : undefined;
}

const appCheckSiteKeyEnvName = "FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY";

/**
 * App Check's settings, only for a hosted project with a site key set: the emulators neither check nor
 * issue App Check tokens, and reCAPTCHA cannot be reached offline.
 */
export function readAppCheckConfig(env: Env): AppCheckConfig | undefined {
  if (!readFirebaseWebConfig(env) || readEmulatorEndpoints(env)) return undefined;
  const parsed = appCheckConfigSchema.safeParse({ recaptchaEnterpriseSiteKey: env[appCheckSiteKeyEnvName]?.trim() });
  return parsed.success ? parsed.data : undefined;
}

/** The body of GET /api/credentials.json: public values and on/off flags, never a secret. */
export function buildCredentials(env: Env): Credentials {
  const firebase = readFirebaseWebConfig(env);
  const emulators = firebase ? readEmulatorEndpoints(env) : undefined;
  const appCheck = readAppCheckConfig(env);
  return {
    firebase,
    ...(emulators ? { emulators } : {}),
    ...(appCheck ? { appCheck } : {}),
    openrouter: { enabled: isConfigured(env.OPENROUTER_API_KEY) },
    gemini: { enabled: isConfigured(env.GEMINI_API_KEY) },
  };
}
