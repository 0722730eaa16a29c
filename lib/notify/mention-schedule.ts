/**
 * The server's own mention sweep: every MENTION_SWEEP_SECONDS while the server runs, when it has a
 * Firebase project and MENTION_EMAILS is not `off` (a scheduler runs `npm run notify` instead). Runs
 * never overlap in one process, the lease keeps instances from sending twice, and a failed run is
 * logged and tried again at the next tick: it never stops the server.
 */
import "server-only";
import { AdminConfigError } from "@/lib/firebase/admin-options";
import { getAdmin } from "@/lib/firebase/admin";
import { describeError } from "@/lib/http/describe-error";
import { mentionSweepIntervalMs, serverSweepsMentions } from "./mention-settings";
import { runMentionSweep } from "./mention-sweep";

const started = Symbol.for("northbeam.mentionSweep");

export function startMentionSweeps(): void {
  const host = globalThis as typeof globalThis & { [started]?: boolean };
  if (host[started] || !serverSweepsMentions()) return;
  let admin;
  try {
    admin = getAdmin();
  } catch (error) {
    if (!(error instanceof AdminConfigError)) throw error;
    return;
  }
  if (!admin) return;
  host[started] = true;
  const { db, auth } = admin;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMentionSweep(db, auth)
      .catch((error: unknown) => console.error(`[mentions] the sweep failed: ${describeError(error)}`))
      .finally(() => {
        running = false;
      });
  }, mentionSweepIntervalMs());
  // The server's exit never waits for the next run.
  timer.unref();
}
