/**
 * What a member's name and a chat message must be made of: the patterns of ./text-patterns.mjs, which
 * firestore.rules carries too (a test checks), over ranges generated from Unicode's data.
 */
import { spaceRanges } from "./invisible-ranges.mjs";
import { invisibleClass, namePatterns, visibleTextPattern } from "./text-patterns.mjs";

export { namePatterns };

const nameExpressions = namePatterns("js").map((pattern) => new RegExp(`^(?:${pattern})$`, "u"));
const visibleExpression = new RegExp(`^(?:${visibleTextPattern()})$`, "u");
const otherSpace = new RegExp(`[${invisibleClass("js", spaceRanges)}]`, "u");

export const nameLimits = { min: 1, max: 80 } as const;

/** Why a name cannot be used, or null when it can (the rules accept exactly the names this accepts, trimmed). */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < nameLimits.min) return "Enter the name other members will see.";
  if (trimmed.length > nameLimits.max) return `Keep your name to ${nameLimits.max} characters.`;
  const [characters, letter] = nameExpressions;
  if (!letter?.test(trimmed)) return "Your name needs at least one letter or digit.";
  if (otherSpace.test(trimmed)) return "Put an ordinary space between the words of your name.";
  if (!characters?.test(trimmed)) return "Your name has an invisible or control character in it: retype it without.";
  return null;
}

/** Whether a message has something a reader can see. */
export function hasVisibleText(text: string): boolean {
  return visibleExpression.test(text);
}

const unusable = new RegExp(`[\\p{C}${invisibleClass("js")}]`, "gu");

/** A name from elsewhere (a Google account's display name) made usable: invisible characters dropped, cut to the limit; null if nothing usable is left. */
export function usableName(candidate: string | null | undefined): string | null {
  const name = (candidate ?? "").replace(unusable, "").replace(/\s+/gu, " ").trim();
  const cut = [...name].slice(0, nameLimits.max).join("").trim();
  return nameProblem(cut) === null ? cut : null;
}
