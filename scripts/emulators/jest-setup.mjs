// Jest global setup for *.emulator.test.ts: a throwaway emulator stack on free ports. Rules tests use
// their own project ids (so the Firestore emulator runs without single-project mode); the web-SDK
// integration test uses the stack's project, which the Auth emulator serves.
import { firestoreInstallHint } from "./firestore.mjs";
import { startStack } from "./stack.mjs";

export default async function setup() {
  const stack = await startStack({ seed: false, singleProjectMode: false });
  if (!stack.ok) throw new Error(`The emulator tests need the Firestore emulator. ${stack.reason}\n${firestoreInstallHint}`);
  globalThis.__emulatorStack = stack;
  Object.assign(process.env, stack.env, { EMULATOR_TEST_PROJECT_ID: stack.projectId });
}
