/**
 * For tests: what the server logs as errors (console.error, the stream an operator's log collects),
 * kept silent and readable. Call it in a test or its beforeEach; Jest's restoreAllMocks ends it.
 */
export function watchServerErrors() {
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  return {
    /** Each line logged so far, its parts joined with spaces. */
    lines: (): string[] => spy.mock.calls.map((parts) => parts.map(String).join(" ")),
  };
}
