// Writes lib/members/unicode-lookalikes.mjs (`npm run unicode:lookalikes`): the look-alikes the name rules
// (lib/members/name-rules.mjs) need beyond NFKC and UTS #39's confusables, from Unicode's own data. Letters
// that have no decomposition but whose Unicode name says which letter they are a form of (small capitals,
// negative circled and squared letters, regional indicators, Latin letters with hooks, strokes and
// tails), from the names in `unicode-name`, with the prototypes confusables.txt gives them; and the characters confusables.txt (through `unhomoglyph`)
// reads as a full stop, a middle dot, a colon or a slash, for the web address check. The names' package
// is too large to load in a page, hence a generated table. Run it again after upgrading either package
// or Node; a test fails until it has been run.
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import unhomoglyph from "unhomoglyph";
import { unicodeName } from "unicode-name";

const require = createRequire(import.meta.url);
/** @type {Record<string, string>} */
const confusables = require("unhomoglyph/data.json");
/** @param {string} name @returns {string} */
const versionOf = (name) => JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), "utf8")).version;

/**
 * Name patterns for a form of a letter, each with the name of the letter it is a form of. Only Latin,
 * Greek and Cyrillic: in Arabic and other scripts a dot or a stroke makes another letter.
 * @type {[RegExp, (match: RegExpMatchArray) => string][]}
 */
const forms = [
  [/^(LATIN|GREEK|CYRILLIC) (?:LETTER SMALL CAPITAL|SMALL CAPITAL LETTER) ([A-Z]+)(?: WITH .+)?$/, (match) => `${match[1]} SMALL LETTER ${match[2]}`],
  [/^(?:[A-Z]+ )*(?:SQUARED|CIRCLED|PARENTHESIZED) LATIN (?:CAPITAL|SMALL) LETTER ([A-Z])$/, (match) => `LATIN SMALL LETTER ${match[1]}`],
  [/^REGIONAL INDICATOR SYMBOL LETTER ([A-Z])$/, (match) => `LATIN SMALL LETTER ${match[1]}`],
  [/^LATIN (?:CAPITAL|SMALL) LETTER ([A-Z]) WITH .+$/, (match) => `LATIN SMALL LETTER ${match[1]}`],
];

/** Each letter with the characters that are a form of it, by code point. @returns {[string, string][]} */
export function computeLetterLookalikes() {
  /** @type {Map<string, string>} */
  const byName = new Map();
  /** @type {[string, string][]} */
  const candidates = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (!/^[\p{L}\p{So}]$/u.test(character)) continue;
    const name = unicodeName(character);
    if (!name) continue;
    byName.set(name, character);
    // A decomposition (accents, <font>, <circle>, <square>, full width) is NFKC's to fold.
    if (character.normalize("NFKD") === character) candidates.push([character, name]);
  }
  /** @type {Map<string, string>} */
  const groups = new Map();
  for (const [character, name] of candidates) {
    for (const [pattern, letterName] of forms) {
      const match = name.match(pattern);
      if (!match) continue;
      const letter = byName.get(letterName(match));
      if (letter && letter !== character) groups.set(letter, (groups.get(letter) ?? "") + character);
      break;
    }
  }
  // Where confusables.txt gives such a form another letter as its prototype (ᴍ and the Cyrillic м both
  // become ʍ), that prototype is read as the same letter, so the name's fold meets again after the skeleton.
  const taken = new Set([...groups.values()].flatMap((forms) => [...forms]));
  for (const [letter, forms] of groups) {
    for (const form of forms) {
      const prototype = unhomoglyph(form);
      if ([...prototype].length !== 1 || prototype === form || prototype === letter || /[a-z]/i.test(prototype) || taken.has(prototype)) continue;
      taken.add(prototype);
      groups.set(letter, (groups.get(letter) ?? "") + prototype);
    }
  }
  return [...groups]
    .map(([letter, forms]) => /** @type {[string, string]} */ ([letter, [...forms].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join("")]))
    .sort(([a], [b]) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/** The single characters confusables.txt gives `prototype` as the skeleton of, with the prototype. @param {string} prototype */
export function confusablesOf(prototype) {
  const found = Object.keys(confusables).filter((character) => confusables[character] === prototype && [...character].length === 1);
  return [prototype, ...found].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join("");
}

const escaped = (/** @type {string} */ text) => [...text].map((character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`).join("");

const moduleFile = new URL("../lib/members/unicode-lookalikes.mjs", import.meta.url);

/** The module's source, formatted as the repository's Prettier settings write it. */
export async function lookalikesModule() {
  const letters = computeLetterLookalikes()
    .map(([letter, lookalikes]) => `  ["${letter}", "${lookalikes}"],`)
    .join("\n");
  const source = `// Generated by \`npm run unicode:lookalikes\` (scripts/unicode-lookalikes.mjs) from the character names of unicode-name ${versionOf("unicode-name")}, the
// confusables of unhomoglyph ${versionOf("unhomoglyph")} and Unicode ${process.versions.unicode}: do not edit.

/** Each letter with the letters and symbols Unicode names as a form of it, which neither NFKC nor confusables.txt folds into it. */
/** @type {readonly (readonly [string, string])[]} */
export const letterLookalikes = [
${letters}
];

/** What confusables.txt reads as a full stop. */
export const dotLookalikes = "${escaped(confusablesOf("."))}";

/** What confusables.txt reads as a middle dot. */
export const middleDotLookalikes = "${escaped(confusablesOf("·"))}";

/** What confusables.txt reads as a colon. */
export const colonLookalikes = "${escaped(confusablesOf(":"))}";

/** What confusables.txt reads as a slash. */
export const slashLookalikes = "${escaped(confusablesOf("/"))}";
`;
  const filepath = fileURLToPath(moduleFile);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await lookalikesModule();
  if (process.argv.includes("--print")) process.stdout.write(source);
  else {
    writeFileSync(moduleFile, source);
    console.log(`Look-alike letters and punctuation from Unicode ${process.versions.unicode} written to lib/members/unicode-lookalikes.mjs.`);
  }
}
