export const defaultMemberName = "User";

/** The first of the candidates that has text, trimmed; "User" when none has. */
export function memberName(...candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const name = candidate?.trim();
    if (name) return name;
  }
  return defaultMemberName;
}
