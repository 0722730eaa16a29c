/**
 * @jest-environment node
 */
import { Timestamp } from "firebase-admin/firestore";
import { setLogLevel } from "firebase/firestore";
import { refreshPresenceSummary } from "@/lib/community/presence-summary";
import { getAdmin } from "@/lib/firebase/admin";
import { emulatorClients } from "@/test/emulator-clients";
import { POST } from "./route";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

const summary = async () => (await admin.db.doc("presence_summary/room").get()).data();

it("sums up who is online in one document, at most once an interval however many ask", async () => {
  // The suite's own clock, far ahead, so no earlier summary or heartbeat counts.
  const now = Date.now() + 86_400_000;
  const at = (ms: number) => Timestamp.fromMillis(now + ms);
  const tag = `presence-${Date.now().toString(36)}`;
  await Promise.all([
    admin.db.doc(`${collections.presence}/${tag}-here`).set({ lastSeen: at(0), online: true, expiresAt: at(120_000) }),
    admin.db.doc(`${collections.presence}/${tag}-also`).set({ lastSeen: at(0), online: true, expiresAt: at(60_000) }),
    admin.db.doc(`${collections.presence}/${tag}-left`).set({ lastSeen: at(0), online: false, expiresAt: at(120_000) }),
    admin.db.doc(`${collections.presence}/${tag}-gone`).set({ lastSeen: at(-300_000), online: true, expiresAt: at(-180_000) }),
  ]);
  await admin.db.doc("presence_summary/room").delete();

  expect(await refreshPresenceSummary(admin.db, now, 15_000)).toEqual({ refreshed: true });
  const first = await summary();
  expect(first).toMatchObject({ count: 2, intervalMs: 15_000 });
  expect([...(first?.online ?? [])].sort()).toEqual([`${tag}-also`, `${tag}-here`]);

  // Asked again within the interval: nothing is read again or written.
  expect(await refreshPresenceSummary(admin.db, now + 5_000, 15_000)).toEqual({ refreshed: false });
  // After it, the one whose time ran out is gone.
  expect(await refreshPresenceSummary(admin.db, now + 90_000, 15_000)).toEqual({ refreshed: true });
  expect(await summary()).toMatchObject({ count: 1, online: [`${tag}-here`] });
});

it("is asked for by verified members only, with a JSON answer", async () => {
  const post = (token?: string) =>
    POST(new Request("http://localhost/api/community/presence", { method: "POST", headers: token ? { Authorization: `Bearer ${token}` } : {} }));
  const missing = await post();
  expect(missing.status).toBe(401);
  expect(await missing.json()).toEqual({ error: expect.any(String) });

  const waiting = connect("presence-unverified");
  await signUp(waiting, "Waiting", { verified: false });
  const refused = await post(await waiting.auth.currentUser?.getIdToken());
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: expect.stringContaining("Verify") });

  const member = connect("presence-member");
  const { uid } = await signUp(member, "Present");
  const token = await member.auth.currentUser?.getIdToken();
  const asked = await post(token);
  expect(asked.status).toBe(200);
  expect(await asked.json()).toEqual({ refreshed: expect.any(Boolean) });

  // A page that closes says so through the server, which marks the member gone.
  await admin.db.doc(`${collections.presence}/${uid}`).set({ lastSeen: Timestamp.now(), online: true, expiresAt: Timestamp.fromMillis(Date.now() + 120_000) });
  const leave = (body: string) =>
    POST(
      new Request("http://localhost/api/community/presence", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body,
      }),
    );
  expect((await leave(JSON.stringify({ leaving: true }))).status).toBe(200);
  const gone = (await admin.db.doc(`${collections.presence}/${uid}`).get()).data();
  expect(gone).toMatchObject({ online: false });
  expect((gone?.expiresAt as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now());
  for (const body of ["{", JSON.stringify({ leaving: "yes" })]) {
    const refused = await leave(body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
  }
});
