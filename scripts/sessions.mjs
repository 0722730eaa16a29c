// Ends a member's sessions everywhere, from the command line:
//   npm run sessions -- end <email>
// Their refresh tokens are revoked: every browser they are signed in on is signed out within the hour
// (at once wherever the page checks), and every server session cookie made before now is refused. With
// FIREBASE_SERVICE_ACCOUNT (or application default credentials and FIREBASE_PROJECT_ID) it works on the
// hosted project; otherwise on the local emulators that `npm run dev` runs.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { adminConnection } from "./admin-connection.mjs";

const usage = "Usage:\n  npm run sessions -- end <email>";

function fail(message) {
  console.error(message);
  process.exit(2);
}

const [command, email] = process.argv.slice(2);
if (command !== "end") fail(usage);
if (!email?.includes("@")) fail(`Name the member by e-mail.\n${usage}`);

const { options, where, local } = adminConnection();
const app = initializeApp(options, "sessions");
try {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  await auth.revokeRefreshTokens(user.uid);
  console.log(`Every session of ${user.email} on ${where} is ended: their server sessions now, their browsers within the hour.`);
} catch (error) {
  if (error?.code === "auth/user-not-found") fail(`No account with the e-mail ${email} on ${where}.`);
  if (local && /ECONNREFUSED|fetch failed|connect/i.test(String(error?.message)))
    fail(`The local emulators are not running: start them with \`npm run dev\` first (${where}).`);
  fail(`The sessions could not be ended on ${where}: ${error?.message ?? error}`);
} finally {
  await deleteApp(app);
}
