import { getAdmin } from "@/lib/firebase/admin";

import { recordUnanswered } from "./unanswered-store";
import { collections } from "@/lib/firebase/collections.mjs";

const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { db } = admin;

// A cold emulator's first answer can take longer than the store guard's deadline.
beforeAll(() => db.collection(collections.unanswered).limit(1).get(), 30_000);

it("counts a question per day, scrubbed of personal data, kept for 90 days, with nothing about the asker", async () => {
  const now = new Date(Date.UTC(2031, 2, 10, 15));
  const asked = "Hi, I'm Ada Lovelace (ada@example.com): do you build analytical engines?";
  await recordUnanswered(db, asked, now);
  await recordUnanswered(db, "Hi, I'm Ada Lovelace (ADA@EXAMPLE.COM) - do you build analytical engines", now);
  const stored = await db.collection(collections.unanswered).where("day", "==", "2031-03-10").get();
  expect(stored.size).toBe(1);
  const entry = stored.docs[0]?.data() ?? {};
  // Kept in the words of its latest asking.
  expect(entry).toMatchObject({ day: "2031-03-10", count: 2, question: "hi, i'm [name] ([e-mail]) - do you build analytical engines" });
  expect(Object.keys(entry).sort()).toEqual(["count", "day", "expiresAt", "question"]);
  expect(entry.expiresAt.toDate().toISOString()).toBe("2031-06-08T00:00:00.000Z");
  expect(JSON.stringify(entry)).not.toMatch(/ada@|lovelace/i);
});
