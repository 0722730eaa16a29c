import { reportError } from "./report-error";

type GlobalHandlerOptions = {
  /** Called once per uncaught error thrown by this site's own code (not by other origins' scripts). */
  onOwnUncaughtError?: (error: unknown) => void;
};

/** Logs each uncaught error and unhandled rejection once; returns the function that removes the handlers. */
export function installGlobalErrorHandlers(target: Window = window, { onOwnUncaughtError }: GlobalHandlerOptions = {}): () => void {
  const seen = new WeakSet<object>();
  const seenMessages = new Set<string>();

  const firstTime = (reason: unknown): boolean => {
    if (typeof reason === "object" && reason !== null) {
      if (seen.has(reason)) return false;
      seen.add(reason);
      return true;
    }
    const key = String(reason);
    if (seenMessages.has(key)) return false;
    seenMessages.add(key);
    return true;
  };

  const onError = (event: ErrorEvent) => {
    const error = event.error ?? event.message;
    if (!firstTime(error)) return;
    reportError(error, { source: "uncaught-error", path: target.location.pathname });
    // Other origins' scripts (extensions, embeds) report a filename elsewhere or "Script error." only.
    const ownScript = !event.filename || event.filename.startsWith(target.location.origin);
    if (ownScript && event.message !== "Script error.") onOwnUncaughtError?.(error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!firstTime(event.reason)) return;
    reportError(event.reason, { source: "unhandled-rejection", path: target.location.pathname });
  };

  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
