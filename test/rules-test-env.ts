// Test support for the security-rules suites: a rules test environment on the emulator the Jest setup
// started, with firestore.rules loaded, cleared before each test, and clients signed in as anyone.
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, setDoc, setLogLevel, type DocumentData, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Registers the suite's beforeAll/beforeEach/afterAll; `name` keeps its project apart from other suites'. */
export function rulesTestEnvironment(name: string) {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error("The rules test environment is not ready yet.");
    return env;
  };
  // Denials are the point of half of these tests; the SDK would log each one as a warning.
  setLogLevel("silent");
  const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: `demo-${name}-${process.pid}`,
      firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), "firestore.rules"), "utf8") },
    });
  });
  afterAll(() => current().cleanup());
  beforeEach(() => current().clearFirestore());

  return {
    /** Writes documents as they are, past the rules. */
    async seed(documents: Record<string, DocumentData>) {
      await current().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), data);
      });
    },
    /** Deletes documents, past the rules. */
    async remove(...paths: string[]) {
      await current().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        for (const path of paths) await deleteDoc(doc(db, path));
      });
    },
    /**
     * A client signed in as `uid` with a verified e-mail and password account (as a member is), with
     * these claims added or replacing those (`{ email_verified: false }`, an anonymous `firebase`).
     */
    as: (uid: string, claims: Record<string, unknown> = {}) =>
      current()
        .authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true, firebase: { sign_in_provider: "password", identities: {} }, ...claims })
        .firestore() as unknown as Firestore,
    anonymous: () => current().unauthenticatedContext().firestore() as unknown as Firestore,
  };
}
