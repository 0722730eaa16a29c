export const defaultMemberName = "User";

/** Up to two letters for an avatar: "Alex Morgan" is "AM"; "?" for an empty name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("");
  return (letters.slice(0, 2) || "?").toUpperCase();
}

/** The first of the candidates that has text, trimmed; "User" when none has. */
export function memberName(...candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const name = candidate?.trim();
    if (name) return name;
  }
  return defaultMemberName;
}
