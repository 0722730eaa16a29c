import { generateKeyPairSync } from "node:crypto";

// Values given to every server-only secret during `npm test`'s build and browser tests. A test fails
// if any of them shows up in the built client files, prerendered HTML or /api/credentials.json.
export const secretSentinels = {
  OPENROUTER_API_KEY: "sentinel-openrouter-key-7d1f0c",
  GEMINI_API_KEY: "sentinel-gemini-key-93be4a",
  SMTP_PASSWORD: "sentinel-smtp-password-2c6e81",
};

/**
 * A service account for the demo project with a key made for this run: a real key, so firebase-admin
 * accepts it (the emulators ignore it), and a fresh one, so no private key is ever committed.
 */
export function sentinelServiceAccount(projectId = "demo-northbeam") {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return JSON.stringify({
    type: "service_account",
    project_id: projectId,
    client_email: `sentinel@${projectId}.iam.gserviceaccount.com`,
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  });
}

/** What a leak of a service account would show: its private key's body lines, each long enough to be unique. */
export function serviceAccountLeakMarkers(json) {
  if (!json) return [];
  const { private_key: key } = JSON.parse(json);
  return key.split("\n").filter((line) => line.length >= 40 && !line.startsWith("-----"));
}
