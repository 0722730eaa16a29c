import { Timestamp, collection, doc, onSnapshot, query, serverTimestamp, setDoc, where, type Firestore } from "firebase/firestore";
import { reportError } from "@/lib/resilience/report-error";
import { isPermissionError } from "./cache";
import { meterQuery } from "@/lib/firebase/read-meter";

export const presenceCollection = "presence";

/**
 * How often an open, visible members' page says the member is here, and how recently they must have
 * said so to count as online. A browser test sets `window.northbeamPresence` before the page loads to
 * make both short.
 */
export function presenceTimings(): { heartbeatMs: number; onlineMs: number } {
  const override = typeof window === "undefined" ? undefined : (window as unknown as { northbeamPresence?: { heartbeatMs?: number; onlineMs?: number } }).northbeamPresence;
  return { heartbeatMs: override?.heartbeatMs ?? 60_000, onlineMs: override?.onlineMs ?? 120_000 };
}

// Refused after a sign-out (the last "left" comes too late): the heartbeat then simply ages out.
function mark(db: Firestore, uid: string, online: boolean): void {
  setDoc(doc(db, presenceCollection, uid), { lastSeen: serverTimestamp(), online }).catch((error: unknown) => {
    if (!isPermissionError(error)) reportError(error, { source: "community:presence" });
  });
}

/**
 * Says the member is here while the page is visible, every `heartbeatMs`; hidden, closed or stopped,
 * says they left. Returns the function that stops it.
 */
export function startHeartbeat(db: Firestore, uid: string): () => void {
  const { heartbeatMs } = presenceTimings();
  let timer: number | undefined;
  const beat = () => {
    window.clearTimeout(timer);
    if (document.visibilityState !== "visible") return mark(db, uid, false);
    mark(db, uid, true);
    timer = window.setTimeout(beat, heartbeatMs);
  };
  const leave = () => {
    window.clearTimeout(timer);
    mark(db, uid, false);
  };
  document.addEventListener("visibilitychange", beat);
  window.addEventListener("pagehide", leave);
  beat();
  return () => {
    document.removeEventListener("visibilitychange", beat);
    window.removeEventListener("pagehide", leave);
    leave();
  };
}

/**
 * The members online now (seen within `onlineMs` and not gone), live: the query follows the recent
 * window and the set is recomputed as heartbeats age out.
 */
export function watchOnline(db: Firestore, onChange: (uids: ReadonlySet<string>) => void): () => void {
  const { onlineMs } = presenceTimings();
  let seen = new Map<string, number>();
  let unsubscribe = () => {};
  let last = "";
  const publish = () => {
    const since = Date.now() - onlineMs;
    const online = new Set([...seen].filter(([, at]) => at > since).map(([uid]) => uid));
    const key = [...online].sort().join(",");
    if (key !== last) {
      last = key;
      onChange(online);
    }
  };
  const subscribe = () => {
    unsubscribe();
    const recent = query(collection(db, presenceCollection), where("lastSeen", ">", Timestamp.fromMillis(Date.now() - onlineMs)));
    unsubscribe = onSnapshot(
      recent,
      (snapshot) => {
        meterQuery(snapshot);
        seen = new Map(
          snapshot.docs
            .map((entry) => {
              const data = entry.data({ serverTimestamps: "estimate" });
              return [entry.id, data.online === true && data.lastSeen instanceof Timestamp ? data.lastSeen.toMillis() : 0] as const;
            })
            .filter(([, at]) => at > 0),
        );
        publish();
      },
      (error) => {
        if (!isPermissionError(error)) reportError(error, { source: "community:presence" });
      },
    );
  };
  subscribe();
  const ticker = window.setInterval(publish, Math.max(1_000, Math.floor(onlineMs / 8)));
  // The query's window is fixed when made: renewed so it keeps meaning "recently".
  const renew = window.setInterval(subscribe, onlineMs);
  return () => {
    window.clearInterval(ticker);
    window.clearInterval(renew);
    unsubscribe();
  };
}
