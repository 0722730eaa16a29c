/**
 * @jest-environment node
 */
import { buildCredentials, credentialsSchema, readAppCheckConfig, readEmulatorEndpoints, readFirebaseWebConfig } from "./config";

const complete = {
  FIREBASE_API_KEY: "AIzaSyExample",
  FIREBASE_AUTH_DOMAIN: "northbeam.firebaseapp.com",
  FIREBASE_PROJECT_ID: "northbeam",
  FIREBASE_STORAGE_BUCKET: "northbeam.appspot.com",
  FIREBASE_MESSAGING_SENDER_ID: "123456789",
  FIREBASE_APP_ID: "1:123456789:web:abc",
};

describe("readFirebaseWebConfig", () => {
  it("accepts a config only when every value is set", () => {
    expect(readFirebaseWebConfig(complete)).toEqual({
      apiKey: "AIzaSyExample",
      authDomain: "northbeam.firebaseapp.com",
      projectId: "northbeam",
      storageBucket: "northbeam.appspot.com",
      messagingSenderId: "123456789",
      appId: "1:123456789:web:abc",
    });
  });

  it.each(Object.keys(complete))("rejects the config when %s is missing, blank or the text undefined", (name) => {
    for (const value of [undefined, "", "   ", "undefined", " undefined "]) {
      expect(readFirebaseWebConfig({ ...complete, [name]: value })).toBeNull();
    }
  });
});

describe("readEmulatorEndpoints", () => {
  it("is present only when both emulator hosts are set", () => {
    expect(readEmulatorEndpoints({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toBeUndefined();
    expect(readEmulatorEndpoints({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toBeUndefined();
    expect(readEmulatorEndpoints({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toEqual({
      auth: "http://127.0.0.1:9099",
      firestore: "127.0.0.1:8080",
    });
  });

  it("gives the browser PUBLIC_EMULATOR_HOST instead of the server's address", () => {
    expect(
      readEmulatorEndpoints({ FIRESTORE_EMULATOR_HOST: "firestore:8080", FIREBASE_AUTH_EMULATOR_HOST: "auth:9099", PUBLIC_EMULATOR_HOST: "192.168.1.20" }),
    ).toEqual({ auth: "http://192.168.1.20:9099", firestore: "192.168.1.20:8080" });
  });

  it("ignores a host that is not host:port", () => {
    expect(readEmulatorEndpoints({ FIRESTORE_EMULATOR_HOST: "not a host", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toBeUndefined();
  });
});

describe("buildCredentials", () => {
  const secrets = { OPENROUTER_API_KEY: "sk-or-sentinel", GEMINI_API_KEY: "gemini-sentinel", FIREBASE_SERVICE_ACCOUNT: '{"private_key":"sentinel"}' };

  it("has the documented shape and says only whether the AI providers are enabled", () => {
    const credentials = buildCredentials({ ...complete, ...secrets });
    expect(credentialsSchema.parse(credentials)).toEqual(credentials);
    expect(credentials.openrouter).toEqual({ enabled: true });
    expect(credentials.gemini).toEqual({ enabled: true });
    expect(credentials.emulators).toBeUndefined();
    const text = JSON.stringify(credentials);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
  });

  it("carries null firebase and no emulators without a complete config", () => {
    const credentials = buildCredentials({
      ...complete,
      FIREBASE_APP_ID: "undefined",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    });
    expect(credentials).toEqual({ firebase: null, openrouter: { enabled: false }, gemini: { enabled: false } });
  });

  it("names the emulators when they are in use", () => {
    const credentials = buildCredentials({ ...complete, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(credentials.emulators).toEqual({ auth: "http://127.0.0.1:9099", firestore: "127.0.0.1:8080" });
  });

  it("treats an AI key of 'undefined' as not set", () => {
    expect(buildCredentials({ OPENROUTER_API_KEY: "undefined", GEMINI_API_KEY: "" })).toMatchObject({
      openrouter: { enabled: false },
      gemini: { enabled: false },
    });
  });
});

describe("App Check", () => {
  const siteKey = "6LcExampleRecaptchaEnterpriseKey0123456789";
  const emulatorHosts = { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };

  it("names the reCAPTCHA Enterprise site key for a hosted project that sets one", () => {
    const credentials = buildCredentials({ ...complete, FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY: ` ${siteKey} ` });
    expect(credentials.appCheck).toEqual({ recaptchaEnterpriseSiteKey: siteKey });
    expect(credentialsSchema.parse(credentials)).toEqual(credentials);
  });

  it("is off without a key, with a malformed key, without Firebase, and on the emulators", () => {
    expect(buildCredentials(complete).appCheck).toBeUndefined();
    expect(readAppCheckConfig({ ...complete, FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY: "undefined" })).toBeUndefined();
    expect(readAppCheckConfig({ ...complete, FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY: "<script>" })).toBeUndefined();
    expect(readAppCheckConfig({ FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY: siteKey })).toBeUndefined();
    expect(readAppCheckConfig({ ...complete, ...emulatorHosts, FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY: siteKey })).toBeUndefined();
  });
});
