// What makes two display names the same name, and which names and photos could pass for the agency's
// staff. The server reserves each name under its key (lib/members/profile-store.ts); the rules cannot
// fold accents or look-alike letters, so only that server route changes a member's name. Plain
// JavaScript, so the seed and the name backfill (scripts/) share it with the app.

/** Letters and digits that read as another letter: Cyrillic and Greek look-alikes, and the usual digit swaps. */
/** @type {Record<string, string>} */
const lookAlikes = {
  // Cyrillic
  а: "a", в: "b", е: "e", ё: "e", з: "3", і: "i", ї: "i", ј: "j", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", ѕ: "s", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l",
  // Greek
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ω: "w",
  // Latin letters that fold to nothing under NFKD
  ı: "i", ł: "l", ø: "o", đ: "d", ħ: "h", ß: "ss", æ: "ae", œ: "oe", þ: "th",
  // Digits and signs written for letters
  "0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s", "|": "l", "!": "i",
};

/**
 * The name as a comparison key: compatibility-decomposed (full-width and styled letters become plain),
 * accents and other marks dropped, lower-cased, look-alikes replaced, then only letters and digits
 * kept. "Priya Shah", "PRIYA  SHAH", "Príya-Shah" and "Рriya Shah" (a Cyrillic Р) share one key.
 */
/** @param {string} name @returns {string} */
export function nameKey(name) {
  const plain = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  let key = "";
  for (const character of plain) key += lookAlikes[character] ?? character;
  // "l" and "i" are swapped for each other ("1" reads as either), and so are "rn" and "m".
  return key
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/i/g, "l")
    .replace(/rn/g, "m");
}

/** The words a name may not carry unless its member is staff: the agency's name and the roles it gives. */
const staffWords = ["northbeam", "admin", "administrator", "moderator", "mod", "mods", "staff", "support", "official", "helpdesk", "sysop"];
const staffKeys = staffWords.map(nameKey);
/** The agency's name is refused anywhere in a name, even run together with other words. */
const brandKey = nameKey("Northbeam");

/**
 * The word in `name` that makes it look like staff, or null. Each word is folded as names are (so
 * "ADM1N", "Mоderator" with a Cyrillic о and "Ѕupport" count), split at spaces, punctuation and
 * lower-to-upper case changes ("NorthbeamAdmin"), a trailing number ignored ("admin2").
 */
/** @param {string} name @returns {string | null} */
export function staffWordIn(name) {
  if (nameKey(name).includes(brandKey)) return "Northbeam";
  const words = name
    .normalize("NFKC")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}@$|!]+/u)
    .map((word) => nameKey(word.replace(/\d+$/u, "")))
    .filter(Boolean);
  for (const word of words) {
    const index = staffKeys.indexOf(word);
    if (index >= 0) return staffWords[index] ?? word;
  }
  return null;
}

/** The project's own avatars, in public/avatars. */
export const avatarIds = /** @type {const} */ (["aurora", "ember", "fern", "harbour", "meadow", "orbit", "pebble", "tide"]);
/** @typedef {(typeof avatarIds)[number]} AvatarId */
/** @param {AvatarId} id */
export const avatarPath = (id) => `/avatars/${id}.svg`;

/** Google's host for account photos: the one outside address a profile photo may come from. */
export const providerPhotoPattern = /^https:\/\/lh3\.googleusercontent\.com\/[A-Za-z0-9/_=.-]+$/;

/** The longest photo address kept (Google's are far shorter). */
export const photoURLMax = 2048;

/** Whether a profile photo is allowed: none, one of the project's avatars, or the sign-in provider's photo. */
/** @param {string} value @returns {boolean} */
export function isAllowedPhoto(value) {
  return value === "" || avatarIds.some((id) => avatarPath(id) === value) || (value.length <= photoURLMax && providerPhotoPattern.test(value));
}
