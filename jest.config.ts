import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared: Config = {
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

// Fast tests in jsdom (or node, per file docblock).
const unit = createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["@testing-library/jest-dom"],
  testMatch: ["<rootDir>/{app,components,lib,scripts}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [...(shared.testPathIgnorePatterns ?? []), "\\.emulator\\.test\\.ts$"],
});

// Tests against the real Firestore and Auth emulators, started once for the run.
const emulators = createJestConfig({
  ...shared,
  displayName: "emulators",
  testEnvironment: "node",
  testMatch: ["<rootDir>/{app,lib,scripts}/**/*.emulator.test.ts"],
  // Route handlers import server-only modules; this condition resolves them as the server would.
  testEnvironmentOptions: { customExportConditions: ["node", "react-server"] },
  globalSetup: "<rootDir>/scripts/emulators/jest-setup.mjs",
  globalTeardown: "<rootDir>/scripts/emulators/jest-teardown.mjs",
  setupFilesAfterEnv: ["<rootDir>/scripts/emulators/jest-timeout.cjs"],
});

export default async function config(): Promise<Config> {
  // A worker per core (Jest's default leaves one idle, which on two cores runs everything in one
  // process): the emulator suites spend most of their time waiting on the emulators, and the unit
  // suites fill that time. Suites never share data: each rules suite has a project of its own.
  return { maxWorkers: "100%", projects: [await unit(), await emulators()] };
}
