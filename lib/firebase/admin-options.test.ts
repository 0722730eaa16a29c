/**
 * @jest-environment node
 */
import { AdminConfigError, readAdminOptions } from "./admin-options";

const serviceAccount = {
  project_id: "northbeam-prod",
  client_email: "site@northbeam-prod.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n",
};

describe("readAdminOptions", () => {
  it("prefers a service account and restores escaped line breaks in its key", () => {
    const options = readAdminOptions({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(serviceAccount), FIREBASE_PROJECT_ID: "other" });
    expect(options).toMatchObject({ kind: "service-account", projectId: "northbeam-prod" });
    expect(options?.kind === "service-account" && options.serviceAccount.privateKey).toBe("-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n");
  });

  it("uses the emulators without credentials when an emulator host is set", () => {
    expect(readAdminOptions({ FIREBASE_PROJECT_ID: "demo-northbeam", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toEqual({
      kind: "emulator",
      projectId: "demo-northbeam",
    });
  });

  it("falls back to application default credentials for a named project", () => {
    expect(readAdminOptions({ GOOGLE_CLOUD_PROJECT: "northbeam-prod" })).toEqual({ kind: "application-default", projectId: "northbeam-prod" });
  });

  it("is null when no project is named", () => {
    expect(readAdminOptions({})).toBeNull();
    expect(readAdminOptions({ FIREBASE_PROJECT_ID: "undefined" })).toBeNull();
  });

  it("names the problem with a malformed service account", () => {
    expect(() => readAdminOptions({ FIREBASE_SERVICE_ACCOUNT: "{not json" })).toThrow(new AdminConfigError("FIREBASE_SERVICE_ACCOUNT is not valid JSON."));
    expect(() => readAdminOptions({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: "x" }) })).toThrow(/client_email, private_key/);
  });
});
