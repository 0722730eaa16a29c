/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getAdmin } from "@/lib/firebase/admin";
import { checkSession, openSession } from "@/lib/members/session";
import { emulatorClients } from "@/test/emulator-clients";

const run = promisify(execFile);
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);
const sessions = (...args: string[]) => run(process.execPath, ["scripts/sessions.mjs", ...args], { env: { ...process.env, NODE_OPTIONS: "" } });

it("ends a member's server sessions, and names what it cannot do", async () => {
  const client = connect("sessions-command");
  await signUp(client, "Sid");
  const user = client.auth.currentUser;
  if (!user?.email) throw new Error("not signed in");
  const opened = await openSession(admin, await user.getIdToken(), undefined);
  if (!opened.ok) throw new Error(opened.error);
  const { cookie } = opened;
  expect((await checkSession(admin, cookie)).state).toBe("valid");
  // Revocation counts sessions from before its second.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const { stdout } = await sessions("end", user.email);
  expect(stdout).toContain(`Every session of ${user.email}`);
  expect((await checkSession(admin, cookie)).state).toBe("invalid");

  await expect(sessions("end", "nobody-here@example.com")).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining("No account with the e-mail nobody-here@example.com"),
  });
  await expect(sessions("close")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("npm run sessions -- end <email>") });
});
