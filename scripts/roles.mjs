// Operator roles from the command line:
//   npm run roles -- grant <email> <admin|moderator>
//   npm run roles -- revoke <email>
//   npm run roles -- list
// With FIREBASE_SERVICE_ACCOUNT (or application default credentials and FIREBASE_PROJECT_ID) it works
// on the hosted project; otherwise on the local emulators that `npm run dev` runs.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { adminConnection } from "./admin-connection.mjs";
import { isOperatorRole, operatorRoles } from "../lib/members/operator-role.mjs";
import { listOperators, setRole } from "../lib/members/roles.mjs";

const usage = `Usage:
  npm run roles -- grant <email> <${operatorRoles.join("|")}>
  npm run roles -- revoke <email>
  npm run roles -- list`;

function fail(message) {
  console.error(message);
  process.exit(2);
}

const [command, email, role] = process.argv.slice(2);
if (!["grant", "revoke", "list"].includes(command ?? "")) fail(usage);
if (command !== "list" && !email?.includes("@")) fail(`Name the member by e-mail.\n${usage}`);
if (command === "grant" && !isOperatorRole(role)) fail(`The role is one of ${operatorRoles.join(", ")}.\n${usage}`);

const { options, where, local } = adminConnection();
const app = initializeApp(options, "roles");
const auth = getAuth(app);
const actor = { by: "roles-command", byName: "npm run roles" };
try {
  if (command === "list") {
    const operators = await listOperators(auth);
    if (operators.length === 0) console.log(`No operators on ${where}.`);
    for (const operator of operators) console.log(`${operator.role.padEnd(10)} ${operator.email}${operator.name ? ` (${operator.name})` : ""}`);
  } else {
    const user = await auth.getUserByEmail(email);
    const result = await setRole(auth, getFirestore(app), user.uid, command === "grant" ? role : null, actor);
    const now = result.role ? `is now ${result.role}` : "has no role now";
    console.log(`${result.email} ${now} (was ${result.previous ?? "a member"}) on ${where}. Their open pages pick it up within seconds.`);
    if (result.renamed)
      console.log(`Their name “${result.renamed.from}” passed for staff and is now “${result.renamed.to}”; they are told on their next visit.`);
  }
} catch (error) {
  if (error?.code === "auth/user-not-found") fail(`No account with the e-mail ${email} on ${where}.`);
  if (local && /ECONNREFUSED|fetch failed|connect/i.test(String(error?.message)))
    fail(`The local emulators are not running: start them with \`npm run dev\` first (${where}).`);
  fail(`The roles could not be changed on ${where}: ${error?.message ?? error}`);
} finally {
  await deleteApp(app);
}
