import { companyProfile } from "@/lib/content/company";
import { stopWords as vocabularyStopWords } from "./vocabulary";

/** A question's words as the search reads them, without the index: its terms, and the shape of its query (read in lib/assistant/retrieval/search.ts). */

const stopWords = new Set([...vocabularyStopWords, companyProfile.name.toLowerCase()]);

/** Lower case, no diacritics, no stop words; null drops the term. */
export function normalizeTerm(term: string): string | null {
  const plain = term
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  if (plain.length < 2 && !/^\d$/.test(plain)) return null;
  return stopWords.has(plain) ? null : plain;
}

/** The distinct search terms of a text, in order. */
export function searchTerms(text: string): string[] {
  const terms = text.split(/[\n\r\p{Z}\p{P}]+/u).map(normalizeTerm);
  return [...new Set(terms.filter((term): term is string => term !== null))];
}

/** The visitor's phrases that an expansion recognised ("in the loop"), each with its terms and the content's words for it. */
export type Phrase = { terms: readonly string[]; synonyms: readonly string[] };

/**
 * A question as the search reads it, worked out once and shared by the passage search, the sentence
 * search and the check for unknown words: what it is about (misspellings corrected), its terms, the
 * content's words for them (searched too: from the vocabulary's expansions in `extra`, and the visitor's
 * phrases they came from; from WordNet in `links`, by the term the content does not use), and the words
 * corrected, as written and as read.
 */
export type Query = {
  subject: string;
  terms: readonly string[];
  extra: string;
  phrases: readonly Phrase[];
  links: ReadonlyMap<string, readonly string[]>;
  corrected: ReadonlyMap<string, string>;
};
