/**
 * What a member's name and a chat message must be made of, written once for two regular-expression
 * dialects: JavaScript's (zod, the forms) and RE2's (`firestore.rules`, which a test checks carries
 * exactly these patterns). Characters that draw nothing or rewrite how text around them is drawn are
 * the problem. They are refused by category: all of "Other" (C: control and format characters such as
 * zero-width spaces and joiners, bidi overrides and isolates, the byte-order mark and the musical
 * beam and phrase marks; private-use, surrogate and unassigned code points), and line and paragraph
 * separators. A few draw as blank although Unicode files them as letters or symbols, beside letters
 * and emoji that draw, so no category can take them out: those are listed (the test checks every
 * default-ignorable code point is refused in a message).
 */

/** The blank "letters" and "symbols": Hangul choseong and jungseong fillers, Hangul filler, halfwidth Hangul filler, blank Braille, the musical null notehead. */
const blankCodePoints = [0x115f, 0x1160, 0x3164, 0xffa0, 0x2800, 0x1d159];

type Dialect = "js" | "re2";

const codePoint = (value: number, dialect: Dialect) => (dialect === "js" ? `\\u{${value.toString(16)}}` : `\\x{${value.toString(16)}}`);
const blanks = (dialect: Dialect) => blankCodePoints.map((value) => codePoint(value, dialect)).join("");

/**
 * A name, as two patterns that must both match (RE2 cannot take the blank fillers out of "a letter"
 * in one class): made only of characters that are not "Other" (C), separator or blank filler
 * characters; with a letter or digit somewhere (which, the fillers being excluded, draws).
 */
export function namePatterns(dialect: Dialect): [characters: string, letter: string] {
  return [`[^\\p{C}\\p{Zl}\\p{Zp}${blanks(dialect)}]+`, `[\\s\\S]*[\\p{L}\\p{N}][\\s\\S]*`];
}

/** A message: anything, as long as one character draws something (not a space, "Other" (C), mark or blank). */
export function visibleTextPattern(dialect: Dialect): string {
  return `[\\s\\S]*[^\\s\\p{Z}\\p{C}\\p{M}${blanks(dialect)}][\\s\\S]*`;
}

const nameExpressions = namePatterns("js").map((pattern) => new RegExp(`^(?:${pattern})$`, "u"));
const visibleExpression = new RegExp(`^(?:${visibleTextPattern("js")})$`, "u");

export const nameLimits = { min: 1, max: 80 } as const;

/** Why a name cannot be used, or null when it can (the rules accept exactly the names this accepts, trimmed). */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < nameLimits.min) return "Enter the name other members will see.";
  if (trimmed.length > nameLimits.max) return `Keep your name to ${nameLimits.max} characters.`;
  const [characters, letter] = nameExpressions;
  if (!letter?.test(trimmed)) return "Your name needs at least one letter or digit.";
  if (!characters?.test(trimmed)) return "Your name has an invisible or control character in it: retype it without.";
  return null;
}

/** Whether a message has something a reader can see. */
export function hasVisibleText(text: string): boolean {
  return visibleExpression.test(text);
}

const unusable = new RegExp(`[\\p{C}\\p{Zl}\\p{Zp}${blanks("js")}]`, "gu");

/** A name from elsewhere (a Google account's display name) made usable: invisible characters dropped, cut to the limit; null if nothing usable is left. */
export function usableName(candidate: string | null | undefined): string | null {
  const name = (candidate ?? "").replace(unusable, "").replace(/\s+/gu, " ").trim();
  const cut = [...name].slice(0, nameLimits.max).join("").trim();
  return nameProblem(cut) === null ? cut : null;
}
