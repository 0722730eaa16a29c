/**
 * Presence from the member's page: its own heartbeat written (`presence/{uid}`), and the room's summary
 * read live, the one document every open chat and directory reads (see presence-model.ts).
 */
import { Timestamp, doc, onSnapshot, serverTimestamp, setDoc, type Firestore } from "firebase/firestore";
import type { User } from "firebase/auth";
import { collections } from "@/lib/firebase/collections.mjs";
import { scopeOf } from "@/lib/firebase/live-cache";
import { meterDocument } from "@/lib/firebase/read-meter";
import { isPermissionError, type Source } from "@/lib/firebase/subscription-cache";
import { reportError } from "@/lib/resilience/report-error";
import { presenceRoute, presenceSummaryDocument, presenceTiming, summaryIntervalMs, type PresenceSummary } from "./presence-model";

/**
 * How often an open, visible members' page says the member is here, and how long after it they count
 * as here. A browser test sets `window.northbeamPresence` before the page loads to make both short.
 */
function presenceTimings(): { heartbeatMs: number; onlineMs: number } {
  const override =
    typeof window === "undefined" ? undefined : (window as unknown as { northbeamPresence?: { heartbeatMs?: number; onlineMs?: number } }).northbeamPresence;
  return { heartbeatMs: override?.heartbeatMs ?? presenceTiming.heartbeatMs, onlineMs: override?.onlineMs ?? presenceTiming.onlineMs };
}

/**
 * Asks the server to bring the room's presence summary up to date (it does so at most once an
 * interval, however many ask); a failure only means the summary waits for the next ask.
 */
async function askForPresenceSummary(user: Pick<User, "getIdToken">): Promise<void> {
  try {
    await fetch(presenceRoute, { method: "POST", headers: { Authorization: `Bearer ${await user.getIdToken()}` } });
  } catch {
    // offline: the next ask will do
  }
}

/** The rules take a member's presence about once a second at most: writes are this far apart, in order. */
const presencePaceMs = 1_000;
let presenceWrites: Promise<void> = Promise.resolve();
let lastPresenceWrite = -Infinity;
let writesOnTheirWay = 0;

// Refused after a sign-out (the last "left" comes too late): the heartbeat then simply expires.
function mark(db: Firestore, uid: string, online: boolean, onlineMs: number): Promise<void> {
  writesOnTheirWay += 1;
  const write = async () => {
    const wait = lastPresenceWrite + presencePaceMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await setDoc(doc(db, collections.presence, uid), { lastSeen: serverTimestamp(), online, expiresAt: Timestamp.fromMillis(Date.now() + onlineMs) });
    } catch (error) {
      if (!isPermissionError(error)) reportError(error, { source: "community:presence" });
    } finally {
      lastPresenceWrite = Date.now();
      writesOnTheirWay -= 1;
    }
  };
  presenceWrites = presenceWrites.then(write);
  return presenceWrites;
}

/** Tells the server the member left, which marks them gone itself (no pace to wait for); the summary follows. */
async function leaveThroughServer(user: Pick<User, "getIdToken">, keepalive = false, token?: string): Promise<void> {
  try {
    await fetch(presenceRoute, {
      method: "POST",
      keepalive,
      headers: { Authorization: `Bearer ${token ?? (await user.getIdToken())}`, "Content-Type": "application/json" },
      body: JSON.stringify({ leaving: true }),
    });
  } catch {
    // offline: the heartbeat expires
  }
}

/**
 * Says the member has left, before they sign out (after it, the rules refuse the write): their own
 * write when the pace allows one now, else through the server; waited for a second at most, so
 * signing out never hangs on it.
 */
export function leavePresence(db: Firestore, user: Pick<User, "uid" | "getIdToken">): Promise<void> {
  const paced = writesOnTheirWay > 0 || Date.now() - lastPresenceWrite < presencePaceMs;
  const left = paced ? leaveThroughServer(user) : mark(db, user.uid, false, 0);
  return Promise.race([left, new Promise<void>((resolve) => setTimeout(resolve, 1_000))]);
}

/**
 * Says the member is here while the page is visible: when it opens or comes back (and then asks for
 * the summary, so others see them arrive), and every heartbeatMs after; hidden, closed or stopped,
 * says they left, and writes nothing while hidden. No other member reads it: they read the summary.
 * Returns the function that stops it.
 */
export function startHeartbeat(db: Firestore, user: Pick<User, "uid" | "getIdToken">): () => void {
  const { heartbeatMs, onlineMs } = presenceTimings();
  let timer: number | undefined;
  let here = false;
  // A closing page cannot wait for its own write, nor for a token: the server is told with the last one.
  let token: string | null = null;
  const remember = () =>
    void user.getIdToken().then(
      (value) => (token = value),
      () => undefined,
    );
  const beat = () => {
    window.clearTimeout(timer);
    if (document.visibilityState !== "visible") {
      if (here) void mark(db, user.uid, false, 0);
      here = false;
      return;
    }
    const arriving = !here;
    here = true;
    remember();
    void mark(db, user.uid, true, onlineMs).then(() => (arriving ? askForPresenceSummary(user) : undefined));
    timer = window.setTimeout(beat, heartbeatMs);
  };
  const leave = () => {
    window.clearTimeout(timer);
    if (here) void mark(db, user.uid, false, 0);
    here = false;
  };
  const closing = () => {
    if (here && token) void leaveThroughServer(user, true, token);
    leave();
  };
  document.addEventListener("visibilitychange", beat);
  window.addEventListener("pagehide", closing);
  beat();
  return () => {
    document.removeEventListener("visibilitychange", beat);
    window.removeEventListener("pagehide", closing);
    leave();
  };
}

/**
 * While a summary is shown and the page visible: when the summary is older than its interval (and a
 * random moment more, so that not every open page asks at once), asks for a new one. Returns the stop.
 */
export function keepSummaryFresh(user: Pick<User, "getIdToken">, summary: () => PresenceSummary | null | undefined): () => void {
  let timer: number | undefined;
  const check = () => {
    window.clearTimeout(timer);
    const current = summary();
    const intervalMs = current?.intervalMs ?? summaryIntervalMs;
    const age = current?.updatedAt ? Date.now() - current.updatedAt.getTime() : Infinity;
    if (document.visibilityState === "visible" && age >= intervalMs * (1 + Math.random())) void askForPresenceSummary(user);
    timer = window.setTimeout(check, intervalMs * (0.5 + Math.random() / 2));
  };
  document.addEventListener("visibilitychange", check);
  // A moment after opening, so the summary the page already has is read first.
  timer = window.setTimeout(check, 1_000);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener("visibilitychange", check);
  };
}

/** The room's presence summary, live: one document, rewritten at most once an interval. */
export function presenceSummarySource(db: Firestore): Source<PresenceSummary | null> {
  return {
    kind: "presence",
    key: `${scopeOf(db)}/presence`,
    listen: (next, fail) =>
      onSnapshot(
        doc(db, presenceSummaryDocument),
        (snapshot) => {
          meterDocument(snapshot);
          if (!snapshot.exists()) return next(null);
          const data = snapshot.data({ serverTimestamps: "estimate" });
          const online = Array.isArray(data.online) ? data.online.filter((uid): uid is string => typeof uid === "string") : [];
          const updatedAt = data.updatedAt instanceof Timestamp ? data.updatedAt.toDate() : null;
          const intervalMs = typeof data.intervalMs === "number" && data.intervalMs > 0 ? data.intervalMs : summaryIntervalMs;
          next({ count: typeof data.count === "number" ? data.count : online.length, online: new Set(online), updatedAt, intervalMs });
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? null,
  };
}
