import type { EmulatorEndpoints } from "@/lib/firebase/config";

/** The hosts the Firebase web SDK talks to: Firestore, and Auth's token and account endpoints. */
const firebaseOrigins = ["https://firestore.googleapis.com", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
/** Loaded by Firebase Auth for the Google sign-in popup. */
const googleSignInScript = "https://apis.google.com";
/** App Check's reCAPTCHA Enterprise: its script and challenge frame, and the endpoint that trades its verdict for a token. */
const recaptchaScripts = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const recaptchaFrames = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];
const appCheckOrigin = "https://content-firebaseappcheck.googleapis.com";

export type PagePolicyInput = {
  /** 'sha256-…' sources for the inline scripts the page is allowed to run (ignored in development). */
  scriptHashes: readonly string[];
  /** For pages rendered on request: Next puts this nonce on its own inline scripts. */
  nonce?: string;
  development: boolean;
  /** The Firebase Auth domain, whose frame carries the Google sign-in popup's result. */
  authDomain?: string;
  emulators?: EmulatorEndpoints;
  /** App Check is on (a reCAPTCHA Enterprise site key is configured). */
  appCheck?: boolean;
};

function emulatorOrigins(emulators: EmulatorEndpoints | undefined): string[] {
  if (!emulators) return [];
  return [new URL(emulators.auth).origin, `http://${emulators.firestore}`];
}

/**
 * The Content-Security-Policy for an HTML page. Scripts run only from this origin or when their hash
 * (or, for pages rendered on request, Next's nonce) is listed, so a static page keeps one fixed policy
 * and stays static. In development nothing is prerendered to hash and React evaluates code for its
 * error overlays, so inline scripts and eval are allowed there, and only there.
 */
export function pagePolicy(input: PagePolicyInput): string {
  const emulators = emulatorOrigins(input.emulators);
  const trusted = input.development ? ["'unsafe-inline'", "'unsafe-eval'"] : [...input.scriptHashes, ...(input.nonce ? [`'nonce-${input.nonce}'`] : [])];
  const appCheck = input.appCheck === true;
  const script = ["'self'", ...trusted, googleSignInScript, ...(appCheck ? recaptchaScripts : [])];
  const frames = [...(input.authDomain ? [`https://${input.authDomain}`] : []), ...emulators, ...(appCheck ? recaptchaFrames : [])];
  const connect = ["'self'", ...firebaseOrigins, ...emulators, ...(appCheck ? [appCheckOrigin, ...recaptchaScripts] : [])];
  if (input.development) connect.push("ws:", "wss:");
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Google's photo host: a member may show their Google account's photo (lib/members/profile-photo.mjs).
    "img-src 'self' data: blob: https://lh3.googleusercontent.com",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The nonce a page rendered on request may put on an inline script of its own: the one in its request's policy. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
}
