// Runs once when a server process starts, before it answers requests (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installClientAddressHook } = await import("./lib/visitor/connection-hook");
  installClientAddressHook();
  // The mention e-mail sweep, when this server has a Firebase project and MENTION_EMAILS is not off.
  const { describeError } = await import("./lib/http/describe-error");
  try {
    const { startMentionSweeps } = await import("./lib/notify/mention-schedule");
    startMentionSweeps();
  } catch (error) {
    console.error(`[mentions] the sweep did not start: ${describeError(error)}`);
  }
}
