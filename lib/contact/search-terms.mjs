// How leads are found by a word of their name, e-mail or subject: the terms stored with each lead and
// the term a search looks up. Plain JavaScript, so the local seed (run by Node itself) stores the same.

/**
 * Words are folded to lower case without accents, so "José" is found by "jose".
 * @param {string} text
 * @returns {string}
 */
function fold(text) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const maxTermLength = 24;
const minTermLength = 2;

/**
 * Every prefix (2 to 24 characters) of every word of the name, e-mail and subject, plus the whole
 * e-mail address: what `array-contains` finds a lead by. "Priya Shah" is found by "pri" and "shah".
 * @param {{ name: string; email: string; subject: string }} lead
 * @returns {string[]}
 */
export function leadSearchTerms(lead) {
  const terms = new Set();
  const email = fold(lead.email.trim());
  if (email) terms.add(email.slice(0, 254));
  const words = fold(`${lead.name} ${lead.email} ${lead.subject}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= minTermLength);
  for (const word of words) {
    for (let length = minTermLength; length <= Math.min(word.length, maxTermLength); length += 1) terms.add(word.slice(0, length));
  }
  return [...terms];
}

/**
 * The one term a search box's text is looked up by: its longest word, cut as the stored terms are.
 * @param {string} query
 * @returns {string | null}
 */
export function searchTerm(query) {
  const folded = fold(query.trim());
  if (folded.includes("@")) return folded.slice(0, 254);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= minTermLength);
  const longest = words.sort((a, b) => b.length - a.length)[0];
  return longest ? longest.slice(0, maxTermLength) : null;
}
