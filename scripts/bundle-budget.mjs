// `npm test` step after the build: every route's first-load JS stays within its budget over the
// framework floor (the public pages' and, larger, the members' and the console's client-rendered apps'),
// code that loads later by design (three.js, the motion library, Firebase) is in no public route's
// initial JS, what loads on first use is in no route's, and the staff console's code is in no page
// outside the console.
import { createChunkReader, firstLoadGzipBytes, floorRoute, readRouteStats } from "./bundle-stats.mjs";

export const budgetOverFloorBytes = 40 * 1024;
/**
 * The members' pages load with what draws the chat the server rendered and sends from it (the bar, the
 * early chat, the send box, the messages on their way); the live area and the Firebase SDK (Firestore
 * alone is 154 KB gzip) load after, beside hydration (components/members/members-gate.tsx). This is
 * what they weigh now (+60.0 KB), with a little room: it fails the build if the SDK comes back into the
 * first load. (`npm run bench:members` prints the same gap as transferred.) It was 278 KB while they
 * carried the SDK (+276.1 KB with the mentions, +281.9 with the phone layout and the server's send path).
 */
export const membersBudgetOverFloorBytes = 72 * 1024;
const membersRoutes = new Set(["/dashboard", "/community-chat", "/mentions"]);
/**
 * The staff console's pages: Firebase, the session and one section's tools each, on the members' base
 * (+270.9 to +275.1 KB when the console came), with a little room; the charts' library loads later.
 * Its moderation draws the chat's messages, so mentions added to it too (+276.0 to +280.1 KB); the
 * members' gate loading its live area later took it to +237.3 to +242.9 KB (it was 284 KB until then).
 */
export const consoleBudgetOverFloorBytes = 256 * 1024;
const isConsoleRoute = (route) => route === "/console" || route.startsWith("/console/");
/** Texts only the console's code holds: on no public or members' page, in any of its first-load JS. */
export const consoleMarkers = {
  console: ["Add a note (only staff see it)", "Waiting past the promise", "This console is for", "Assigned a lead"],
};
/** Strings that only appear in these libraries' code. */
export const forbiddenMarkers = {
  "three.js": ["WebGLRenderer", "THREE.WebGLRenderer"],
  // motion's spring generator, in every build of its animate().
  motion: ["applyToOptions"],
  "Firebase SDK": ["@firebase/firestore", "@firebase/auth"],
};
/**
 * Loaded after the page is idle on every route, or on first use (members' pages included): never in
 * first-load JS.
 */
export const lazyEverywhereMarkers = {
  // The chat's rarely used parts: the report form.
  "report form": ["What is wrong with this message?"],
  // The widget's own texts, and the AI SDK's chat client.
  "chat widget": ["Open the assistant", "Conversation with the assistant", "Failed to fetch the chat response."],
  // App Check's SDK, fetched only when the server names a reCAPTCHA site key.
  "App Check": ["content-firebaseappcheck.googleapis.com"],
};

/** Pure: the list of problems for the given measurements. */
export function checkBudget(routes, floorBytes) {
  const problems = [];
  for (const route of routes) {
    const budget = route.budget ?? budgetOverFloorBytes;
    if (route.bytes > floorBytes + budget) {
      problems.push(
        `${route.route}: ${(route.bytes / 1024).toFixed(1)} KB gzip is over the floor (${(floorBytes / 1024).toFixed(1)} KB) + ${budget / 1024} KB`,
      );
    }
    for (const library of route.libraries) problems.push(`${route.route}: ${library} is in the first-load JavaScript`);
  }
  return problems;
}

function measure() {
  const stats = readRouteStats();
  const readChunk = createChunkReader();
  const floor = stats.find((entry) => entry.route === floorRoute);
  if (!floor) throw new Error(`The build has no ${floorRoute} page: build with INCLUDE_FLOOR_PAGE=1.`);
  const found = (entry, markerSets) =>
    Object.entries(markerSets)
      .filter(([, markers]) => entry.firstLoadChunkPaths.some((chunk) => markers.some((marker) => readChunk(chunk).source.includes(marker))))
      .map(([library]) => library);
  const routes = stats
    .filter((entry) => entry.route !== floorRoute)
    .map((entry) => {
      const members = membersRoutes.has(entry.route);
      const staff = isConsoleRoute(entry.route);
      return {
        route: entry.route,
        bytes: firstLoadGzipBytes(entry, readChunk),
        // The members' pages and the console are client-rendered apps with their own budgets.
        budget: members ? membersBudgetOverFloorBytes : staff ? consoleBudgetOverFloorBytes : budgetOverFloorBytes,
        members: members || staff,
        libraries: [
          // The members' pages load the SDK after the page is usable; the console's tools need it at once.
          ...(staff ? [] : found(entry, forbiddenMarkers)),
          ...found(entry, lazyEverywhereMarkers),
          ...(staff ? [] : found(entry, consoleMarkers)),
        ],
      };
    });
  return { routes, floorBytes: firstLoadGzipBytes(floor, readChunk) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { routes, floorBytes } = measure();
  const line = (route) =>
    `  ${route.route}: ${(route.bytes / 1024).toFixed(1)} KB (+${((route.bytes - floorBytes) / 1024).toFixed(1)} KB of +${route.budget / 1024} KB)`;
  const widest = routes
    .filter((route) => !route.members)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
  console.log(`floor ${(floorBytes / 1024).toFixed(1)} KB gzip; heaviest public routes:`);
  for (const route of widest) console.log(line(route));
  console.log("members' pages and the console:");
  for (const route of routes.filter((entry) => entry.members)) console.log(line(route));
  const problems = checkBudget(routes, floorBytes);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(problems.length === 0 ? `✓ ${routes.length} routes within budget` : "");
  process.exit(problems.length === 0 ? 0 : 1);
}
