// Demo data for the local emulators: the README's demo member, thirteen more members, three operators (two
// admins and a moderator), sixty chat messages over the past week and more over the eleven before, stats
// that agree with them, the leads, assistant ratings and unanswered questions the console shows, and the
// weekly records its trends count (seed-weekly.mjs). Written with firebase-admin, which the emulators
// accept without credentials.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { leadSearchTerms } from "../../lib/contact/search-terms.mjs";
import { nameKey } from "../../lib/members/name-rules.mjs";
import { demoMember, demoPassword, leads, members, messages, operators, ratings, taughtAnswers, unanswered } from "./seed-data.mjs";
import { collections } from "../../lib/firebase/collections.mjs";
import { weeklyRecords } from "./seed-weekly.mjs";

export { demoMember, demoPassword };

const hour = 60 * 60 * 1000;

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

/** Creates a document unless it exists; true when it was created. */
async function createMissing(ref, data) {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (error.code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

/**
 * Adds to a stored document the top-level fields of `data` it lacks, and changes none it has: a weekly
 * record seeded before a field existed (the questions by kind, the handovers) gains it, once. True when
 * it wrote.
 */
async function addMissingFields(ref, data) {
  const stored = (await ref.get()).data() ?? {};
  const missing = Object.fromEntries(Object.entries(data).filter(([field]) => !(field in stored)));
  if (Object.keys(missing).length === 0) return false;
  await ref.update(missing);
  return true;
}

/**
 * The console's leads (one with a note, three handed over by the assistant), assistant ratings,
 * unanswered questions and taught answers; how many were created.
 */
async function seedConsole(db, now) {
  const admin = operators.find((operator) => operator.role === "admin");
  let created = 0;
  for (const { id, hoursAgo, status, note, spamReason, assignee, repliedAfterMinutes, ...message } of leads) {
    const createdAt = Timestamp.fromMillis(now - hoursAgo * hour);
    const assigned = operators.find((operator) => operator.key === assignee);
    const lead = {
      ...message,
      createdAt,
      visitorKey: `seed-visitor-${id}`,
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
      spam: status === "spam",
      ...(spamReason ? { spamReason } : {}),
      status,
      // When the team first took it up, as the console stamps it (leads from the assistant).
      ...(repliedAfterMinutes === undefined ? {} : { repliedAt: Timestamp.fromMillis(createdAt.toMillis() + repliedAfterMinutes * 60_000) }),
      searchTerms: leadSearchTerms(message),
      assignedTo: assigned ? seedUid(assigned.key) : null,
      ...(assigned && admin
        ? { assignedName: assigned.name, assignedBy: seedUid(admin.key), assignedAt: Timestamp.fromMillis(createdAt.toMillis() + hour) }
        : {}),
    };
    if (await createMissing(db.doc(`${collections.leads}/${id}`), lead)) created += 1;
    if (note && admin) {
      const at = Timestamp.fromMillis(createdAt.toMillis() + 2 * hour);
      if (await createMissing(db.doc(`${collections.leads}/${id}/notes/seed-note`), { text: note, by: seedUid(admin.key), byName: admin.name, at }))
        created += 1;
    }
  }
  for (const { id, hoursAgo, answer, ...rating } of ratings) {
    const createdAt = Timestamp.fromMillis(now - hoursAgo * hour);
    const record = { ...rating, answerId: id, answerExcerpt: answer, reviewed: false, visitorKey: `seed-visitor-${id}`, createdAt, updatedAt: createdAt };
    if (await createMissing(db.doc(`${collections.feedback}/${id}`), record)) created += 1;
  }
  for (const [index, { question, daysAgo, count }] of unanswered.entries()) {
    const day = new Date(now - daysAgo * 24 * hour).toISOString().slice(0, 10);
    const expiresAt = new Date(Date.parse(day) + 90 * 24 * hour);
    if (await createMissing(db.doc(`${collections.unanswered}/${day}_seed-${index}`), { question, day, count, expiresAt })) created += 1;
  }
  // Taught answers, each with the audit entries the console writes beside it (the rules ask for them
  // of a client; this seed writes past the rules, but the audit log shows them all the same).
  for (const { id, teacher, daysAgo, changedBy, changedDaysAgo, reviewInDays, ...taught } of taughtAnswers) {
    const author = operators.find((operator) => operator.key === teacher);
    const editor = operators.find((operator) => operator.key === (changedBy ?? teacher));
    if (!author || !editor) throw new Error(`Seed taught answer ${id} names an unknown operator`);
    const createdAt = Timestamp.fromMillis(now - daysAgo * day);
    const updatedAt = changedDaysAgo === undefined ? createdAt : Timestamp.fromMillis(now - changedDaysAgo * day);
    const entries = [[`seed-audit-${id}-teach`, { action: "teach", by: author, at: createdAt, reason: `Taught an answer to: ${taught.question}` }]];
    if (changedDaysAgo !== undefined)
      entries.push([`seed-audit-${id}-reteach`, { action: "reteach", by: editor, at: updatedAt, reason: `Changed the answer to: ${taught.question}` }]);
    for (const [entryId, { action, by, at, reason }] of entries) {
      const entry = { action, target: id, targetUid: "", reason: reason.slice(0, 300), by: seedUid(by.key), byName: by.name, at };
      if (await createMissing(db.doc(`${collections.audit}/${entryId}`), entry)) created += 1;
    }
    const reviewBy = new Date(now + reviewInDays * day).toISOString().slice(0, 10);
    const record = { ...taught, by: seedUid(editor.key), byName: editor.name, createdAt, updatedAt, reviewBy, auditId: entries[entries.length - 1][0] };
    if (await createMissing(db.doc(`${collections.taughtAnswers}/${id}`), record)) created += 1;
  }
  return created;
}

/**
 * Seeds what is missing, record by record: each member's account and documents, and each chat message,
 * are created only if they are not there, so a stack stopped halfway (a killed process, data saved from
 * an older seed) is completed instead of failing on what already exists. The emulator hosts must be in
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
    const everyone = [demoMember, ...members, ...operators];
    const byKey = new Map(everyone.map((member) => [member.key, member]));
    const times = messageTimes(messages, now);
    const stats = new Map(everyone.map((member) => [member.key, { messagesSent: 0, lastMessageAt: null, lastMessageId: null }]));

    let accounts = 0;
    for (const member of everyone) {
      const uid = seedUid(member.key);
      const existing = await auth.getUser(uid).catch((error) => {
        if (error.code === "auth/user-not-found") return null;
        throw error;
      });
      if (!existing) {
        await auth.createUser({ uid, email: member.email, password: demoPassword, displayName: member.name, emailVerified: true });
        accounts += 1;
      }
      // The rules go by the mirror as well as the claim: both are put right, whichever is missing.
      if (member.role && existing?.customClaims?.role !== member.role) await auth.setCustomUserClaims(uid, { role: member.role });
      if (member.role && (await db.doc(`${collections.roles}/${uid}`).get()).get("role") !== member.role) {
        await db.doc(`${collections.roles}/${uid}`).set({ role: member.role, updatedAt: FieldValue.serverTimestamp() });
      }
    }

    let created = 0;
    for (const [index, message] of messages.entries()) {
      const member = byKey.get(message.member);
      if (!member) throw new Error(`Seed message ${index} names unknown member "${message.member}"`);
      const { id } = message;
      const timestamp = Timestamp.fromMillis(times[index]);
      if (
        await createMissing(db.doc(`${collections.chat}/${id}`), {
          text: message.text,
          uid: seedUid(member.key),
          name: member.name,
          photoURL: member.photo,
          timestamp,
          hidden: false,
        })
      )
        created += 1;
      const entry = stats.get(member.key);
      entry.messagesSent += 1;
      entry.lastMessageAt = timestamp;
      entry.lastMessageId = id;
    }
    let documents = 0;
    for (const member of everyone) {
      const uid = seedUid(member.key);
      const joinedAt = Timestamp.fromMillis(now - member.joinedDaysAgo * day);
      for (const [path, data] of [
        // Each name reserved for its member, as the profile route reserves names.
        [`${collections.names}/${nameKey(member.name)}`, { uid, name: member.name, at: joinedAt }],
        [`${collections.users}/${uid}`, { name: member.name, nameKey: nameKey(member.name), photoURL: member.photo, bio: member.bio, createdAt: joinedAt }],
        [`${collections.members}/${uid}`, { name: member.name, searchName: member.name.toLowerCase(), photoURL: member.photo, joinedAt }],
        [`${collections.stats}/${uid}`, { ...stats.get(member.key), joinedAt }],
      ]) {
        if (await createMissing(db.doc(path), data)) documents += 1;
      }
    }
    const consoleRecords = await seedConsole(db, now);
    let weekly = 0;
    for (const [path, data] of await weeklyRecords(db, now))
      if ((await createMissing(db.doc(path), data)) || (await addMissingFields(db.doc(path), data))) weekly += 1;
    const seeded = accounts + created + documents + consoleRecords + weekly > 0;
    return { seeded, members: accounts, messages: created, documents, console: consoleRecords, weekly };
  } finally {
    await deleteApp(app);
  }
}
