// One run of the mention e-mail sweep, for a scheduler (a systemd timer every minute, with
// MENTION_EMAILS=off on the servers so they leave it to this command):
//   npm run notify
// With FIREBASE_SERVICE_ACCOUNT (or application default credentials and FIREBASE_PROJECT_ID) it works
// on the hosted project; otherwise on the local emulators that `npm run dev` runs. SMTP_* and
// MENTION_EMAIL_* are read as the server reads them. Prints what the run did as one line of JSON; exits
// 1 when the run failed. A lease (notify_leases/mention-mail) lets one sweep at a time send, wherever
// it runs.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { adminConnection } from "./admin-connection.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The sweep's TypeScript module, loaded as the server loads it (`@/` paths, `server-only` allowed outside Next). */
export async function loadMentionSweep() {
  const jiti = createJiti(import.meta.url, { alias: { "@/": root, "server-only": `${root}node_modules/server-only/empty.js` } });
  return jiti.import(`${root}lib/notify/mention-sweep.ts`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { options, where, local } = adminConnection();
  const app = initializeApp(options, "notify");
  try {
    const { runMentionSweep } = await loadMentionSweep();
    const summary = await runMentionSweep(getFirestore(app), getAuth(app));
    console.log(JSON.stringify({ where, ...summary }));
  } catch (error) {
    const down = local && /ECONNREFUSED|fetch failed|connect/i.test(String(error?.message));
    console.error(
      down
        ? `The local emulators are not running: start them with \`npm run dev\` first (${where}).`
        : `[mentions] the sweep failed on ${where}: ${error?.message ?? error}`,
    );
    process.exitCode = 1;
  } finally {
    await deleteApp(app);
  }
}
