/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from "firebase/firestore";
import { rulesTestEnvironment } from "@/test/rules-test-env";
import { collections } from "./collections.mjs";
import { dayMs, weekIndex } from "./weeks.mjs";

const rules = rulesTestEnvironment("trends");
const { seed } = rules;
const as = (uid: string, role?: "admin" | "moderator") => rules.as(uid, role ? { role } : {});

const week = () => weekIndex(Date.now());
const mark = (overrides: DocumentData = {}) => ({ week: week(), uid: "ada", at: serverTimestamp(), ...overrides });
const activePath = (uid: string, forWeek = week()) => `${collections.weeklyActive}/${forWeek}_${uid}`;

beforeEach(async () => {
  const monthAgo = Timestamp.fromMillis(Date.now() - 30 * dayMs);
  await seed({
    // Ada has just posted; Bob last posted over a week ago; Cy never has.
    "user_stats/ada": { messagesSent: 4, joinedAt: monthAgo, lastMessageAt: Timestamp.now(), lastMessageId: "m4" },
    "user_stats/bob": { messagesSent: 9, joinedAt: monthAgo, lastMessageAt: Timestamp.fromMillis(Date.now() - 8 * dayMs), lastMessageId: "m9" },
    "user_stats/cy": { messagesSent: 0, joinedAt: monthAgo },
    "member_roles/ali": { role: "admin" },
  });
});

describe("weekly_active", () => {
  it("takes a member's own mark for this week, once, after they posted this week", async () => {
    const ada = as("ada");
    await assertSucceeds(setDoc(doc(ada, activePath("ada")), mark()));
    // Written once: no second write over it, no change, no removal.
    await assertFails(setDoc(doc(ada, activePath("ada")), mark()));
    await assertFails(updateDoc(doc(ada, activePath("ada")), { at: serverTimestamp() }));
    await assertFails(deleteDoc(doc(ada, activePath("ada"))));
  });

  it("refuses a mark for someone else, under another id, or for another week", async () => {
    const ada = as("ada");
    await assertFails(setDoc(doc(ada, activePath("bob")), mark({ uid: "bob" })));
    await assertFails(setDoc(doc(ada, activePath("bob")), mark()));
    await assertFails(setDoc(doc(ada, activePath("ada")), mark({ uid: "bob" })));
    await assertFails(setDoc(doc(ada, `${collections.weeklyActive}/ada_${week()}`), mark()));
    await assertFails(setDoc(doc(ada, `${collections.weeklyActive}/${week()}-ada`), mark()));
    for (const other of [week() - 1, week() + 1]) await assertFails(setDoc(doc(ada, activePath("ada", other)), mark({ week: other })));
    await assertFails(setDoc(doc(ada, activePath("ada")), mark({ week: week() - 1 })));
    await assertFails(setDoc(doc(ada, activePath("ada")), mark({ week: String(week()) })));
    await assertFails(setDoc(doc(ada, `${collections.weeklyActive}/${week() + 0.5}_ada`), mark({ week: week() + 0.5 })));
  });

  it("refuses other keys, a missing one, and a time that is not the server's", async () => {
    const ada = as("ada");
    await assertFails(setDoc(doc(ada, activePath("ada")), mark({ messages: 40 })));
    await assertFails(setDoc(doc(ada, activePath("ada")), { week: week(), uid: "ada" }));
    await assertFails(setDoc(doc(ada, activePath("ada")), mark({ at: Timestamp.now() })));
    await assertSucceeds(setDoc(doc(ada, activePath("ada")), mark()));
  });

  it("refuses a member who has not posted this week, an unverified or anonymous account, and anyone signed out", async () => {
    await assertFails(setDoc(doc(as("bob"), activePath("bob")), mark({ uid: "bob" })));
    await assertFails(setDoc(doc(as("cy"), activePath("cy")), mark({ uid: "cy" })));
    await assertFails(setDoc(doc(rules.as("ada", { email_verified: false }), activePath("ada")), mark()));
    await assertFails(
      setDoc(
        doc(rules.as("ada", { firebase: { sign_in_provider: "anonymous", identities: {} }, email: undefined, email_verified: false }), activePath("ada")),
        mark(),
      ),
    );
    await assertFails(setDoc(doc(rules.anonymous(), activePath("ada")), mark()));
  });

  it("is read by no client, not even its own member or an admin", async () => {
    await seed({ [activePath("ada")]: { week: week(), uid: "ada", at: Timestamp.now() } });
    for (const db of [as("ada"), as("ali", "admin")]) {
      await assertFails(getDoc(doc(db, activePath("ada"))));
      await assertFails(getDocs(query(collection(db, collections.weeklyActive), where("week", "==", week()), limit(10))));
    }
  });
});

describe("assistant_weekly", () => {
  it("is the server's alone: no client reads or writes its counters, an admin neither", async () => {
    const path = `${collections.assistantWeekly}/2031-05-05_3`;
    await seed({ [path]: { week: 3044, answers: { confident: 2 } } });
    for (const db of [as("ada"), as("ali", "admin"), rules.anonymous()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(query(collection(db, collections.assistantWeekly), limit(10))));
      await assertFails(setDoc(doc(db, path), { week: 3044, answers: { confident: 3 } }));
      await assertFails(setDoc(doc(db, `${collections.assistantWeekly}/2031-05-05_4`), { week: 3044, answers: { confident: 1 } }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });
});
