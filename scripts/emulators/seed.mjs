// Demo data for the local emulators: the README's demo member, eleven more members, sixty chat
// messages over the past week, and stats that agree with them. Written with firebase-admin, which the
// emulators accept without credentials.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { demoMember, demoPassword, members, messages } from "./seed-data.mjs";

export { demoMember, demoPassword };

const day = 24 * 60 * 60 * 1000;

export const seedUid = (key) => `member-${key}`;

/** Message times relative to `now`, shifted back if needed so the newest is a few minutes old. */
export function messageTimes(list, now) {
  const times = list.map(({ daysAgo, time }) => {
    const [hours, minutes] = time.split(":").map(Number);
    const date = new Date(now - daysAgo * day);
    date.setHours(hours, minutes, 0, 0);
    return date.getTime();
  });
  const overshoot = Math.max(...times) - (now - 5 * 60 * 1000);
  return overshoot > 0 ? times.map((time) => time - overshoot) : times;
}

/**
 * Seeds once: when the demo member already exists nothing is written. The emulator hosts must be in
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST before this runs.
 */
export async function seedDemoData({ projectId, now = Date.now() }) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error("Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.");
  }
  const app = initializeApp({ projectId }, `seed-${now}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const existing = await auth.getUserByEmail(demoMember.email).catch(() => null);
    if (existing) return { seeded: false };

    const everyone = [demoMember, ...members];
    const byKey = new Map(everyone.map((member) => [member.key, member]));
    const times = messageTimes(messages, now);
    const stats = new Map(everyone.map((member) => [member.key, { messagesSent: 0, lastMessageAt: null, lastMessageId: null }]));

    for (const member of everyone) {
      await auth.createUser({ uid: seedUid(member.key), email: member.email, password: demoPassword, displayName: member.name, emailVerified: true });
    }

    const batch = db.batch();
    messages.forEach((message, index) => {
      const member = byKey.get(message.member);
      if (!member) throw new Error(`Seed message ${index} names unknown member "${message.member}"`);
      const ref = db.collection("community_chat").doc();
      const timestamp = Timestamp.fromMillis(times[index]);
      batch.set(ref, { text: message.text, uid: seedUid(member.key), name: member.name, photoURL: member.photo, timestamp });
      const entry = stats.get(member.key);
      entry.messagesSent += 1;
      entry.lastMessageAt = timestamp;
      entry.lastMessageId = ref.id;
    });
    for (const member of everyone) {
      const uid = seedUid(member.key);
      const joinedAt = Timestamp.fromMillis(now - member.joinedDaysAgo * day);
      batch.set(db.doc(`users/${uid}`), { name: member.name, photoURL: member.photo, bio: member.bio, createdAt: joinedAt });
      batch.set(db.doc(`community_members/${uid}`), { name: member.name, photoURL: member.photo, joinedAt });
      batch.set(db.doc(`user_stats/${uid}`), { ...stats.get(member.key), joinedAt });
    }
    await batch.commit();
    return { seeded: true, members: everyone.length, messages: messages.length };
  } finally {
    await deleteApp(app);
  }
}
