// Runs once when a server process starts, before it answers requests (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installClientAddressHook } = await import("./lib/visitor/connection-hook");
  installClientAddressHook();
}
