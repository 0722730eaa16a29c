import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * The layers inside lib/, lowest first. A folder may import only from folders listed before it (and from
 * itself), so dependencies point one way and no two folders import each other.
 * - shared leaves: validation, the device profile, HTTP request handling, the site's content and the
 *   company's facts;
 * - platform: page metadata and navigation, fault recovery, Firebase, security headers, the visitor
 *   (address, limits) and the server's connection hook, and the mailer;
 * - features: members (accounts, profiles, roles), article views, the community, the contact form, the
 *   assistant (which hands questions to the team as contact leads), the operators' console, which reads
 *   what the others store, and the e-mails that tell members of mentions;
 * - the door every API route goes through (lib/api/door.ts), which checks callers of each kind.
 */
const libLayers = [
  ["validation", "device", "http", "content"],
  ["site", "resilience", "firebase", "security", "visitor", "mail"],
  ["members", "articles", "community", "contact", "assistant", "console", "notify"],
  ["api"],
].flat();

const layerZones = libLayers.map((folder, index) => ({
  target: `./lib/${folder}`,
  from: libLayers.slice(index + 1).map((higher) => `./lib/${higher}`),
  message: `lib/${folder} sits below these folders in the layers of eslint.config.mjs: move the shared code down, or this code up.`,
}));

/**
 * The assistant's stages inside lib/assistant, in the order a question goes through them (docs/assistant.md):
 * reading the question, retrieval, the answer, the handover to the team, the model's prompt and providers.
 * A stage imports only the stages before it (and the request, lib/assistant/request.ts); respond.ts, which
 * runs them, may import all; the records kept about questions import only the answer's shapes and the request.
 */
const assistantStages = ["reading", "retrieval", "answer", "handover", "model"];
const assistantLater = ["./lib/assistant/records", "./lib/assistant/respond.ts"];

const assistantZones = [
  ...assistantStages.map((stage, index) => ({
    target: `./lib/assistant/${stage}`,
    from: [...assistantStages.slice(index + 1).map((later) => `./lib/assistant/${later}`), ...assistantLater],
    message: `lib/assistant/${stage} comes before these in the assistant's stages of eslint.config.mjs: move the shared code to an earlier stage, or this code to a later one.`,
  })),
  {
    target: "./lib/assistant/records",
    from: [...assistantStages.filter((stage) => stage !== "answer").map((stage) => `./lib/assistant/${stage}`), "./lib/assistant/respond.ts"],
    message: "The records kept about questions import only the answer's shapes and the request (eslint.config.mjs).",
  },
  {
    target: "./lib/assistant/records",
    from: "./lib/assistant/answer",
    except: ["./shapes.ts"],
    message: "The records kept about questions import only the answer's shapes and the request (eslint.config.mjs).",
  },
];

// Links go through the site's own Link, which lets the page leave first (components/layout/link.tsx).
const nextLinkImport = { name: "next/link", message: "Import Link from @/components/layout/link: it keeps the page transitions." };
// Next's internals change without notice between releases; use its documented APIs.
const nextInternals = { group: ["next/dist/*"], message: "Next's internals are not an API: use a documented feature." };

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
    },
  },
  {
    // Production code: tests may reach into any layer and use the fakes in test/.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx,mjs}", "e2e/**", "test/**", "scripts/**"],
    rules: {
      // Walking each file's imports is twice as fast here as precomputing the whole graph's components.
      "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones,
            ...assistantZones,
            { target: "./lib", from: ["./components", "./app"], message: "lib/ is below components/ and app/." },
            { target: "./components", from: "./app", message: "components/ is below app/." },
            {
              // The staff console's code loads only in the console: no public or members' page imports it.
              target: ["./app/(site)", "./app/(members)", "./app/(floor)", "./components/!(console)/**"],
              from: ["./components/console", "./app/(console)"],
              message: "Only the console imports the console's components: public and members' pages never load them.",
            },
            { target: ".", from: "./test", message: "Test fakes and fixtures are for tests only." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [nextLinkImport], patterns: [nextInternals] }],
    },
  },
  {
    files: ["components/**"],
    ignores: ["components/layout/link.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [nextLinkImport],
          patterns: [
            nextInternals,
            {
              // The Firebase SDK itself (its types excepted), not the project's lib/firebase, whose live hooks components share.
              regex: "^firebase(/.*)?$",
              allowTypeImports: true,
              message: "Components render and call lib/: every Firestore read and write, and every sign-in or out, lives in lib/<feature>.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", "out/**", "build/**", "coverage/**", "test-results/**", "playwright-report/**", ".emulators/**", "next-env.d.ts"]),
]);
