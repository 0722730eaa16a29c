// What makes two display names one name, and which names a person cannot read or could take for the
// agency's staff, from Unicode's own data: the confusables of UTS #39 ("Unicode Security Mechanisms",
// through the `unhomoglyph` package), the letters Unicode's character names give as forms of others
// (./unicode-lookalikes.mjs, generated), the scripts of each character (the engine's Unicode tables, by
// the script names `unicode-property-value-aliases-ecmascript` lists) and the label separators of UTS
// #46. The server reserves each name under its key (lib/members/profile-store.ts); the forms load
// this module when a name is first typed, to say the same before sending. Plain JavaScript, so the
// seed, the roles command and the name backfill (scripts/) share it with the app.
import unhomoglyph from "unhomoglyph";
import propertyValueAliases from "unicode-property-value-aliases-ecmascript";
import { staffAffixes, staffStems, staffWordsAnywhere } from "./staff-words.mjs";
import { colonLookalikes, dotLookalikes, letterLookalikes, middleDotLookalikes, slashLookalikes } from "./unicode-lookalikes.mjs";

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
 * Cherokee capitals that read as Latin letters but that confusables.txt leaves out, picked by eye in
 * Noto Sans Cherokee ("ᎪᎠᎷᎥᏁ" reads as "ADMiN").
 */
const cherokeeLookalikes = { Ꭿ: "A", Ꮆ: "G", Ꮑ: "n", Ꮖ: "I", Ꮭ: "L", Ꮳ: "C", Ꮴ: "V", Ꮹ: "G", Ꮨ: "J" };

/** @type {Map<string, string>} */
const lookalikeLetters = new Map([
  ...letterLookalikes.flatMap(([letter, forms]) => [...forms].map((form) => /** @type {[string, string]} */ ([form, letter]))),
  ...Object.entries(cherokeeLookalikes),
]);

/** Each character as a class member, escaped. @param {Iterable<string>} characters */
const classOf = (characters) => [...characters].map((character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`).join("");
const lookalikePattern = new RegExp(`[${classOf(lookalikeLetters.keys())}]`, "gu");

/**
 * Small capitals, negative squared and circled letters, letters with hooks and strokes and the Cherokee
 * look-alikes above, as the letters they are forms of.
 * @param {string} text @returns {string}
 */
const plainLetters = (text) => text.replace(lookalikePattern, (character) => lookalikeLetters.get(character) ?? character);

/**
 * A text folded for comparison: NFKC (full-width and styled letters become plain), the forms of letters
 * read as the letters, then skeleton and case folding until neither changes it (a capital look-alike
 * becomes a Latin capital, then a small letter, whose own look-alikes meet again), marks dropped. "I"
 * is a look-alike of "l" and the capital of "i", so "i" is read as "l" too.
 * @param {string} text @returns {string}
 */
function folded(text) {
  let current = skeleton(plainLetters(cherokeeFolded(text.normalize("NFKC"))));
  for (let round = 0; round < 4; round += 1) {
    const next = skeleton(plainLetters(caseFold(current)));
    if (next === current) break;
    current = next;
  }
  return current.replace(/\p{M}/gu, "").replace(/i/g, "l");
}

/**
 * The name as a comparison key: folded, signs stuck on its words dropped, then only letters and digits
 * kept. "Priya Shah", "PRIYA SHAH", "Príya-Shah", "Рriya Shah" (a Cyrillic Р), "Priya Sһaһ" (a
 * Cyrillic һ), "Ｐｒｉｙａ Ｓｈａｈ", "ᴘʀɪʏᴀ ꜱʜᴀʜ" and "Priya Shahㆍ" share one key.
 * @param {string} name @returns {string}
 */
export function nameKey(name) {
  return withoutStuckSigns(folded(name)).replace(/[^\p{L}\p{N}]/gu, "");
}

/** A modifier letter (ー, ـ, 々), or a Hangul letter outside a syllable (ㆍ, ㅡ, once folded). */
const signLike = /^(?:\p{Lm}|(?![\uAC00-\uD7A3])\p{Script=Hangul})$/u;

/**
 * Whether a character at a word's edge is a sign stuck on it rather than part of it: sign-like, and of
 * no script the letter beside it has ("Priceー", but not "メアリー" or "王一", whose 一 folds to ー).
 * @param {string} character @param {string} beside @returns {boolean}
 */
function stuck(character, beside) {
  if (!signLike.test(character)) return false;
  const mine = scriptsOf(character);
  const theirs = scriptsOf(beside);
  return mine === null || (theirs !== null && !mine.some((script) => theirs.includes(script)));
}

/** Each word of a folded text without the signs stuck on its ends. @param {string} text @returns {string} */
function withoutStuckSigns(text) {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const characters = [...word];
    let start = 0;
    let end = characters.length;
    while (end - start > 1 && stuck(characters[end - 1] ?? "", characters[end - 2] ?? "")) end -= 1;
    while (end - start > 1 && stuck(characters[start] ?? "", characters[start + 1] ?? "")) start += 1;
    return characters.slice(start, end).join("");
  });
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
const labelDots = ".\u3002\uFF0E\uFF61";
/** Those, and what confusables.txt reads as a full stop or a middle dot ("win․prize", "win·prize"). */
const anyDot = `[${classOf(labelDots + dotLookalikes + middleDotLookalikes)}]`;
const marks = new RegExp(`\\p{M}{${maxMarksPerLetter + 1}}`, "u");
// A scheme (with look-alike colons and slashes), "www", or a dot between labels: any letters after one
// of the four dots, Latin letters after a look-alike (a katakana middle dot between katakana is a name's).
const addressShape = new RegExp(
  [
    `[${classOf(colonLookalikes)}][${classOf(slashLookalikes)}]{2}`,
    `\\bwww${anyDot}`,
    `[\\p{L}\\p{N}][${classOf(labelDots)}]\\p{L}{2,}`,
    `[\\p{L}\\p{N}]${anyDot}\\p{Script=Latin}{2,}`,
  ].join("|"),
  "iu",
);
/** Catalan's "l·l" ("Gal·la"), which is a letter's, not a label's, dot. */
const catalanDot = /(?<=l)\u00B7(?=l)/giu;

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
  if (addressShape.test(name.normalize("NFKC").replace(catalanDot, "")))
    return "Names cannot look like a web address. If your name has a full stop in it, put a space after it.";
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

/** The agency's name, refused anywhere in a name, run together with other words or not. */
export const brandName = "Northbeam";

/** Digits and signs written for letters ("M0D3RAT0R", "@dmin"), beyond the look-alikes Unicode lists ("0", "1", "|"). */
const writtenForLetters = /** @type {Record<string, string>} */ ({ 3: "e", 4: "a", 5: "s", 7: "t", 8: "b", "@": "a", $: "s", "!": "i" });
const readLetters = (/** @type {string} */ text) => text.replace(/[34578@$!]/g, (character) => writtenForLetters[character] ?? character);

/**
 * The letters of a text as staff words are compared: digits and signs written for letters read as
 * letters, case-folded first (a capital Σ's look-alike is Latin Ʃ, a small σ's is o), then folded as
 * names are, only letters and digits kept (no modifier letters either), and "nn" read as "m" (whose
 * skeleton is "rn": "Northbeann").
 * @param {string} text @returns {string}
 */
const staffLetters = (text) =>
  folded(caseFold(readLetters(text)))
    .replace(/\p{Lm}|[^\p{L}\p{N}]/gu, "")
    .replaceAll("nn", "rn");

// Longest first, so "Administrators" is named as such, not as "admin".
const everyStaffForm = staffStems
  .flatMap(({ stem, endings, compound, alone = false }) =>
    endings.map((ending) => ({ label: `${stem}${ending}`, key: staffLetters(`${stem}${ending}`), compound, bare: ending === "", alone })),
  )
  .sort((a, b) => b.key.length - a.key.length);
/** The forms that count wherever they are; the `alone` ones count only as a whole name. */
const staffForms = everyStaffForm.filter((form) => !form.alone);
const affixKeys = staffAffixes.map(staffLetters);
const anywhere = staffWordsAnywhere.map((word) => ({ label: word, key: staffLetters(word) }));
const brandKey = staffLetters(brandName);
/** Runs of words are joined up to this many letters: the longest staff word with two affixes. */
const longestRun = (staffForms[0]?.key.length ?? 0) + 2 * Math.max(...affixKeys.map((key) => key.length));

/**
 * The staff word letters are made of, affixes and staff words (of `forms`) only ("adminteam",
 * "chatmod"), or null.
 * @param {string} key @param {typeof everyStaffForm} [forms] @returns {string | null}
 */
function compoundOf(key, forms = staffForms) {
  // At each position: unreached (undefined), reached through affixes alone (null), or with a staff word.
  /** @type {(string | null | undefined)[]} */
  const reached = [null];
  for (let at = 0; at < key.length; at += 1) {
    const before = reached[at];
    if (before === undefined) continue;
    for (const form of forms) {
      const end = at + form.key.length;
      if (key.startsWith(form.key, at) && typeof reached[end] !== "string") reached[end] = before ?? form.label;
    }
    for (const affix of affixKeys) {
      const end = at + affix.length;
      if (key.startsWith(affix, at) && typeof reached[end] !== "string") reached[end] = before;
    }
  }
  return reached[key.length] ?? null;
}

/**
 * The staff word a word's letters, or a run of words' joined letters, spell, or null. A word may also
 * end with a compound staff word ("Sysadmin") or start with one that has an ending ("Moderatorkim"); a
 * run must spell it exactly, so that "Hamid Ahmadi" and "Ad Melkert" are not read as compounds.
 * @param {string} key @param {boolean} word @returns {string | null}
 */
function staffFormOf(key, word) {
  for (const form of staffForms) {
    if (key === form.key) return form.label;
    if (!word || !form.compound || key.length <= form.key.length) continue;
    if (key.endsWith(form.key) || (!form.bare && key.startsWith(form.key))) return form.label;
  }
  return compoundOf(key);
}

/**
 * The name's words (split at anything but letters, marks, digits and signs written for letters, at
 * modifier letters and where a small letter meets a capital: "NorthbeamAdmin"), as staff letters.
 * @param {string} text @returns {string[]}
 */
function wordKeys(text) {
  return text
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{M}\p{N}@$!]+|\p{Lm}+/u)
    .map((word) => staffLetters(word.replace(/\d+$/u, "")))
    .filter(Boolean);
}

/**
 * The staff word a name carries, or null, judged on its letters: each word and each run of adjacent
 * words joined, so splitting a word ("Ad min", "Ad·min", "A.D.M.I.N") does not hide it. Letters are
 * folded as names are (so "ᴀᴅᴍɪɴ", "🅰🅳🅼🅸🅽", "ᎪᎠᎷᎥᏁ" and "Moderatօr" with an Armenian օ count), a
 * trailing number is ignored ("admin2"); the agency's name and the words of scripts written without
 * spaces count anywhere. The words are split twice: as written, and once folded, where a sign read as
 * a letter ("Adm|n") joins its word.
 * @param {string} name @returns {string | null}
 */
export function staffWordIn(name) {
  const letters = staffLetters(name);
  if (letters.includes(brandKey)) return brandName;
  const found = anywhere.find(({ key }) => letters.includes(key));
  if (found) return found.label;
  const written = plainLetters(cherokeeFolded(name.normalize("NFKC")));
  const splits = [wordKeys(written), wordKeys(folded(readLetters(written)))];
  for (const keys of splits) {
    for (let first = 0; first < keys.length; first += 1) {
      let joined = "";
      for (let last = first; last < keys.length && joined.length <= longestRun; last += 1) {
        joined += keys[last];
        const label = staffFormOf(joined, last === first);
        if (label) return label;
      }
    }
  }
  // The words that are also ordinary words and names count only as the whole name, alone or with
  // affixes and other staff words ("המנהל", "مشرف الموقع"); a word of the name's own lets them be.
  for (const keys of splits) {
    const label = compoundOf(keys.join(""), everyStaffForm);
    if (label) return label;
  }
  return null;
}

/** Why a name is kept for staff (the server's refusal, said before an account exists), or null. */
/** @param {string} name @returns {string | null} */
export function staffNameProblem(name) {
  const word = staffWordIn(name);
  return word ? `Names with “${word}” in them are kept for the agency's staff. Choose another.` : null;
}
