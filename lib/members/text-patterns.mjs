// What a member's name and a chat message must be made of, written once for two regular-expression
// dialects: JavaScript's (zod, the forms) and RE2's (`firestore.rules`, which a test checks carries
// exactly these patterns). Characters that draw nothing or rewrite how text around them is drawn are
// the problem: the ranges in ./invisible-ranges.mjs, generated from Unicode's data (Default_Ignorable_Code_Point,
// control, format and private-use characters, line and paragraph separators, and blank fillers), and,
// for whatever an engine's own tables know beyond them, all of the "Other" category (C); in a name,
// also every space but U+0020. Plain JavaScript, so the script that generates the ranges writes the
// rules' patterns with it.
import { blankAloneRanges, invisibleRanges, spaceRanges } from "./invisible-ranges.mjs";

/** @typedef {"js" | "re2"} Dialect */
/** @typedef {readonly (readonly [number, number])[]} Ranges */

/** @param {number} value @param {Dialect} dialect */
const codePoint = (value, dialect) => (dialect === "js" ? `\\u{${value.toString(16)}}` : `\\x{${value.toString(16)}}`);

/** Each range as it is written in a character class. @param {Dialect} dialect @param {Ranges} ranges */
const classParts = (dialect, ranges) =>
  ranges.map(([first, last]) => (first === last ? codePoint(first, dialect) : `${codePoint(first, dialect)}-${codePoint(last, dialect)}`));

/** The ranges as the inside of a character class. @param {Dialect} dialect @param {Ranges} ranges */
export function invisibleClass(dialect, ranges = invisibleRanges) {
  return classParts(dialect, ranges).join("");
}

/**
 * A name, as two patterns that must both match (RE2 cannot take the blank fillers out of "a letter"
 * in one class): made only of characters that are neither "Other" (C), invisible, nor a space other
 * than U+0020; with a letter or digit somewhere (which, the invisible ones being excluded, draws).
 * @param {Dialect} dialect @param {Ranges} [ranges] @param {Ranges} [spaces]
 * @returns {[characters: string, letter: string]}
 */
export function namePatterns(dialect, ranges = invisibleRanges, spaces = spaceRanges) {
  return [`[^\\p{C}${invisibleClass(dialect, ranges)}${invisibleClass(dialect, spaces)}]+`, `[\\s\\S]*[\\p{L}\\p{N}][\\s\\S]*`];
}

/**
 * A message: anything, as long as one character draws something (not a space, "Other" (C), mark or
 * invisible). In JavaScript the engine's categories take the marks and spaces and the generated ranges
 * the invisible characters; the rules (below) name the marks and spaces too, their engine's tables
 * being older, at a size no page should carry.
 * @param {Ranges} [ranges] @returns {string}
 */
export function visibleTextPattern(ranges = invisibleRanges) {
  return `[\\s\\S]*[^\\s\\p{Z}\\p{C}\\p{M}${invisibleClass("js", ranges)}][\\s\\S]*`;
}

/** The longest pattern Firestore's rules compile. */
export const rulesPatternMax = 4096;

/**
 * The same test for the rules, whose patterns are limited to rulesPatternMax characters: the classes
 * to strip from a message, in turn, before asking whether anything is left.
 * @param {Ranges} [ranges] @returns {string[]}
 */
export function blankAloneClasses(ranges = blankAloneRanges) {
  const parts = ["\\s\\p{Z}\\p{C}\\p{M}", ...classParts("re2", ranges)];
  /** @type {string[]} */
  const classes = [];
  let current = "";
  for (const part of parts) {
    if (current.length + part.length + 2 > rulesPatternMax - 96) {
      classes.push(`[${current}]`);
      current = "";
    }
    current += part;
  }
  if (current) classes.push(`[${current}]`);
  return classes;
}

/** The rules' expression for "the message draws something", over `value`. @param {Ranges} [ranges] */
export function rulesVisibleExpression(ranges = blankAloneRanges) {
  return `value${blankAloneClasses(ranges)
    .map((pattern) => `.replace(${rulesLiteral(pattern)}, '')`)
    .join("")}.size() > 0`;
}

/** A pattern as a string literal in firestore.rules, where every backslash is written twice. @param {string} pattern */
export const rulesLiteral = (pattern) => `'${pattern.replaceAll("\\", "\\\\")}'`;
