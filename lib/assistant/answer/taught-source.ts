import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { describeError } from "@/lib/http/describe-error";
import { emptyTaught, prepareTaught, type TaughtAnswer, type TaughtIndex } from "./taught";

/**
 * The taught answers this server answers with, kept current by one Firestore listener per process
 * (Firestore's documented way to follow a collection): the first read bills every taught answer once,
 * and after that only the answers that change. A new, changed or deleted answer reaches the answerer
 * within seconds, with no restart. If the listener fails (the store down, permissions), it is opened
 * again after `retryMs`, and the answers last read are used meanwhile.
 */
const retryMs = 30_000;
/** The most the server keeps: far more than a team writes, and a bound on what one read costs. */
const taughtMax = 1000;

const record = z.object({
  question: z.string().min(1),
  wordings: z.array(z.string()).catch([]),
  answer: z.string().min(1),
  links: z.array(z.string()).catch([]),
});

/** A stored taught answer as the answerer reads it, or null when it is not one. */
function parseTaught(id: string, data: unknown): TaughtAnswer | null {
  const parsed = record.safeParse(data);
  return parsed.success ? { id, ...parsed.data, wordings: parsed.data.wordings.slice(0, 5) } : null;
}

type Following = { index: TaughtIndex; ready: Promise<void>; db: Firestore };
let following: Following | undefined;

function follow(db: Firestore, state: Following, markReady: () => void): void {
  const unsubscribe = db
    .collection(collections.taughtAnswers)
    .limit(taughtMax)
    .onSnapshot(
      (snapshot) => {
        const answers = snapshot.docs.flatMap((entry) => parseTaught(entry.id, entry.data()) ?? []);
        state.index = prepareTaught(answers);
        markReady();
      },
      (error) => {
        console.error(`[assistant] taught answers could not be read; trying again in ${retryMs / 1000} s: ${describeError(error)}`);
        unsubscribe();
        markReady();
        setTimeout(() => follow(db, state, () => undefined), retryMs).unref();
      },
    );
}

/**
 * The taught answers now: on the first call the listener opens, and the answer waits at most `waitMs`
 * for its first read (a question asked meanwhile is answered without taught answers).
 */
export async function taughtAnswers(db: Firestore, waitMs = 1500): Promise<TaughtIndex> {
  if (following?.db !== db) {
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const state: Following = { index: emptyTaught, ready, db };
    following = state;
    follow(db, state, markReady);
  }
  const current = following;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([current.ready, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return current.index;
}
