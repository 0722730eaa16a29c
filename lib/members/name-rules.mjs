// What makes two display names one name, and which names a person cannot read or could take for the
// agency's staff, from Unicode's own data: the confusables of UTS #39 ("Unicode Security Mechanisms",
// through the `unhomoglyph` package), the scripts of each character (the engine's Unicode tables, by
// the script names `unicode-property-value-aliases-ecmascript` lists) and the label separators of UTS
// #46. The server reserves each name under its key (lib/members/profile-store.ts); the forms load
// this module when a name is first typed, to say the same before sending. Plain JavaScript, so the
// seed, the roles command and the name backfill (scripts/) share it with the app.
import unhomoglyph from "unhomoglyph";
import propertyValueAliases from "unicode-property-value-aliases-ecmascript";

/** UTS #39's skeleton: decomposed, each character replaced by its confusable prototype, decomposed again. */
/** @param {string} text @returns {string} */
export function skeleton(text) {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

const cherokee = /\p{Script=Cherokee}/u;

/**
 * Full case folding as far as JavaScript has it: upper- then lower-casing folds "ß" to "ss" and "ς" to
 * "σ"; Cherokee, which Unicode folds to its capitals, is upper-cased.
 * @param {string} text @returns {string}
 */
function caseFold(text) {
  let folded = "";
  for (const character of text) folded += cherokee.test(character) ? character.toUpperCase() : character.toUpperCase().toLowerCase();
  return folded;
}

/** @param {string} text @returns {string} */
const cherokeeFolded = (text) => text.replace(/\p{Script=Cherokee}/gu, (character) => character.toUpperCase());

/**
 * A text folded for comparison: NFKC (full-width and styled letters become plain), then skeleton and
 * case folding until neither changes it (a capital look-alike becomes a Latin capital, then a small
 * letter, whose own look-alikes meet again), marks dropped. "I" is a look-alike of "l" and the
 * capital of "i", so "i" is read as "l" too.
 * @param {string} text @returns {string}
 */
function folded(text) {
  let current = skeleton(cherokeeFolded(text.normalize("NFKC")));
  for (let round = 0; round < 4; round += 1) {
    const next = skeleton(caseFold(current));
    if (next === current) break;
    current = next;
  }
  return current.replace(/\p{M}/gu, "").replace(/i/g, "l");
}

/**
 * The name as a comparison key: folded, then only letters and digits kept. "Priya Shah", "PRIYA
 * SHAH", "Príya-Shah", "Рriya Shah" (a Cyrillic Р), "Priya Sһaһ" (a Cyrillic һ) and "Ｐｒｉｙａ Ｓｈａｈ"
 * share one key.
 * @param {string} name @returns {string}
 */
export function nameKey(name) {
  return folded(name).replace(/[^\p{L}\p{N}]/gu, "");
}

// Scripts

/** Every script the engine's property escapes know, by the names Unicode's PropertyValueAliases gives. */
const scriptPatterns = [...new Set(propertyValueAliases.get("Script")?.values() ?? [])].flatMap((script) => {
  if (script === "Common" || script === "Inherited") return [];
  try {
    return [{ script, pattern: new RegExp(`^\\p{Script_Extensions=${script}}$`, "u") }];
  } catch {
    return []; // a script newer than this engine's Unicode tables
  }
});

/** UTS #39's augmented script sets: Han writes Japanese, Korean and Chinese with Bopomofo; kana and Hangul each write one. */
const augmented = /** @type {Record<string, string[]>} */ ({
  Han: ["Han", "Hanb", "Jpan", "Kore"],
  Hiragana: ["Hiragana", "Jpan"],
  Katakana: ["Katakana", "Jpan"],
  Hangul: ["Hangul", "Kore"],
  Bopomofo: ["Bopomofo", "Hanb"],
});

/** @type {Map<number, readonly string[] | null>} */
const scriptCache = new Map();

/**
 * The character's augmented script extensions; null for characters of every script (Common and
 * Inherited: digits, punctuation, combining marks).
 * @param {string} character @returns {readonly string[] | null}
 */
function scriptsOf(character) {
  const codePoint = character.codePointAt(0) ?? 0;
  let scripts = scriptCache.get(codePoint);
  if (scripts === undefined) {
    const found = scriptPatterns.filter(({ pattern }) => pattern.test(character)).flatMap(({ script }) => augmented[script] ?? [script]);
    scripts = found.length > 0 ? found : null;
    scriptCache.set(codePoint, scripts);
  }
  return scripts;
}

/** @param {string} word @returns {(readonly string[])[]} */
function scriptSets(word) {
  /** @type {(readonly string[])[]} */
  const sets = [];
  for (const character of word) {
    const scripts = scriptsOf(character);
    if (scripts) sets.push(scripts);
  }
  return sets;
}

/**
 * UTS #39's resolved script set: the (augmented) scripts every character of the text belongs to; null
 * when every character belongs to all (digits, punctuation, marks), empty when the text mixes scripts.
 * @param {string} text @returns {string[] | null}
 */
export function resolvedScripts(text) {
  const sets = scriptSets(text);
  if (sets.length === 0) return null;
  return sets.reduce((shared, scripts) => shared.filter((script) => scripts.includes(script)), [...(sets[0] ?? [])]);
}

/** The script sets UTS #39's "Highly Restrictive" level allows together. */
const allowedMixes = [
  ["Latin", "Han", "Hiragana", "Katakana", "Jpan"],
  ["Latin", "Han", "Bopomofo", "Hanb"],
  ["Latin", "Han", "Hangul", "Kore"],
];

/**
 * The scripts a word mixes where UTS #39's "Highly Restrictive" level would refuse it (a Latin word
 * with one Cyrillic, Greek, Armenian or Cherokee letter), or null: a word in one script, or Latin
 * with the scripts Japanese, Chinese or Korean are written in.
 * @param {string} word @returns {string[] | null}
 */
export function mixedScripts(word) {
  const sets = scriptSets(word);
  const resolved = resolvedScripts(word);
  if (resolved === null || resolved.length > 0) return null;
  if (allowedMixes.some((mix) => sets.every((scripts) => scripts.some((script) => mix.includes(script))))) return null;
  // Named by each letter's first script, in the order they appear.
  return [...new Set(sets.map((scripts) => scripts[0] ?? ""))];
}

const latinLetter = /\p{Script=Latin}/u;
const asciiLetters = /^[a-z]+$/;

// What a person can read

/** A letter may carry this many combining marks (Vietnamese, Thai and Tibetan need up to three or four). */
export const maxMarksPerLetter = 4;

/** The four full stops UTS #46 reads as dots between the labels of a domain name. */
const labelDot = "[.\\u3002\\uFF0E\\uFF61]";
const marks = new RegExp(`\\p{M}{${maxMarksPerLetter + 1}}`, "u");
const addressShape = new RegExp(`://|\\bwww${labelDot}|[\\p{L}\\p{N}]${labelDot}\\p{L}{2,}`, "iu");

/** The words of a name: split at spaces, punctuation and a lower-to-upper case change ("NorthbeamAdmin"). */
/** @param {string} name @returns {string[]} */
function wordsOf(name) {
  return name
    .normalize("NFKC")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Why a name cannot be read for what it is, or null: a letter buried under marks, a word mixing
 * scripts, a word of another script spelling Latin letters beside Latin words, a web address.
 * (lib/members/visible-text.ts says what characters a name may hold at all.)
 * @param {string} name @returns {string | null}
 */
export function readableNameProblem(name) {
  const composed = name.normalize("NFC");
  if (marks.test(composed)) return `Your name has a letter with more than ${maxMarksPerLetter} accents or marks on it: keep to the letters of your name.`;
  if (addressShape.test(composed)) return "Names cannot look like a web address. If your name has a full stop in it, put a space after it.";
  const words = wordsOf(composed);
  for (const word of words) {
    const mixed = mixedScripts(word);
    if (mixed)
      return `“${word}” mixes letters from ${mixed.join(" and ").replaceAll("_", " ")}, which can pass for another name. Write each word in one alphabet.`;
  }
  // A word wholly in another script that reads as Latin letters ("Ѕһаһ" in Cyrillic), in a name that
  // also has Latin words: UTS #39's whole-script confusable.
  if (words.some((word) => latinLetter.test(word))) {
    const lookalike = words.find((word) => !latinLetter.test(word) && asciiLetters.test(nameKey(word)) && /\p{L}/u.test(word));
    if (lookalike) return `“${lookalike}” is written in another alphabet but reads as Latin letters. Write it in the Latin alphabet, as the rest of your name.`;
  }
  return null;
}

// Staff

/**
 * The words a name may not carry unless its member is staff, as stems with the endings each takes.
 * `compound`: also at the end of a longer word ("Sysadmin", "Chatmoderator"), and with a longer
 * ending at its start ("Moderatorkim"); without it, only as a whole word ("Mod", not "Modesto").
 */
export const staffStems = [
  { stem: "admin", endings: ["", "s", "istrator", "istrators", "istration"], compound: true },
  { stem: "moderat", endings: ["e", "es", "ed", "or", "ors", "ion", "ing"], compound: true },
  { stem: "mod", endings: ["", "s"], compound: false },
  { stem: "staff", endings: ["", "s", "er", "ers"], compound: false },
  { stem: "support", endings: ["", "s"], compound: true },
  { stem: "official", endings: ["", "s"], compound: true },
  { stem: "sysop", endings: ["", "s"], compound: true },
  { stem: "helpdesk", endings: ["", "s"], compound: true },
];

/** The agency's name, refused anywhere in a name, run together with other words or not. */
export const brandName = "Northbeam";

/** Digits and signs written for letters ("M0D3RAT0R", "@dmin"), beyond the look-alikes Unicode lists ("0", "1", "|"). */
const writtenForLetters = /** @type {Record<string, string>} */ ({ 3: "e", 4: "a", 5: "s", 7: "t", 8: "b", "@": "a", $: "s", "!": "i" });
const readLetters = (/** @type {string} */ text) => text.replace(/[34578@$!]/g, (character) => writtenForLetters[character] ?? character);

// Longest first, so "Administrators" is named as such, not as "admin".
const staffForms = staffStems
  .flatMap(({ stem, endings, compound }) =>
    endings.map((ending) => ({ label: `${stem}${ending}`, key: nameKey(`${stem}${ending}`), compound, bare: ending === "" })),
  )
  .sort((a, b) => b.key.length - a.key.length);
const brandKey = nameKey(brandName);

/**
 * The staff word a name carries, or null. Each word is folded as names are (so "Moderatօr" with an
 * Armenian օ, "Ꭺdmin" with a Cherokee Ꭺ and "ɑdmin" count), a trailing number ignored ("admin2"),
 * letters spelled out one by one joined ("A.D.M.I.N").
 * @param {string} name @returns {string | null}
 */
export function staffWordIn(name) {
  if (nameKey(readLetters(name)).includes(brandKey)) return brandName;
  const words = name
    .normalize("NFKC")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{M}\p{N}@$!]+/u)
    .filter(Boolean);
  /** @type {string[]} */
  const candidates = [];
  let letters = "";
  for (const word of words) {
    candidates.push(word);
    if ([...word].length === 1) letters += word;
    else {
      if ([...letters].length > 1) candidates.push(letters);
      letters = "";
    }
  }
  if ([...letters].length > 1) candidates.push(letters);
  for (const candidate of candidates) {
    const key = nameKey(readLetters(candidate.replace(/\d+$/u, "")));
    if (!key) continue;
    for (const form of staffForms) {
      if (key === form.key) return form.label;
      if (!form.compound) continue;
      if (key.endsWith(form.key) && key.length > form.key.length) return form.label;
      if (!form.bare && key.startsWith(form.key) && key.length > form.key.length) return form.label;
    }
  }
  return null;
}

/** Why a name is kept for staff (the server's refusal, said before an account exists), or null. */
/** @param {string} name @returns {string | null} */
export function staffNameProblem(name) {
  const word = staffWordIn(name);
  return word ? `Names with “${word}” in them are kept for the agency's staff. Choose another.` : null;
}
