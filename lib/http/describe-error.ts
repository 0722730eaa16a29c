/**
 * What went wrong, as text for the server's log: an Error's message, a thrown object's `message` or its
 * JSON, anything else as a string.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error !== "object" || error === null) return String(error);
  if ("message" in error && typeof error.message === "string") return error.message;
  try {
    return JSON.stringify(error) ?? Object.prototype.toString.call(error);
  } catch {
    // A cycle, or a BigInt, which JSON cannot write.
    return Object.prototype.toString.call(error);
  }
}
