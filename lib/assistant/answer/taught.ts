/**
 * Answers the agency's staff taught the assistant (written in the console, stored in Firestore), and
 * how a visitor's question finds one. A question and a taught answer's wordings are read the same way
 * as any question (shorthand written out, spelling corrected, stop words dropped), and each of their
 * words stands for its lemma, the content's words the vocabulary gives for it and the words WordNet
 * links it to (lib/assistant/reading/lexicon.json): "wage" meets "salary" and "pay". A taught answer
 * matches when the visitor's question and one of its wordings each have most of their weight (words
 * weighed as the search weighs them: by how few of the content's passages use them, or how rare they
 * are in everyday English) in words the other holds: the question in the words of any of the taught
 * answer's wordings (together they say what it is about), and at least half of one wording in the
 * question's.
 */
import { lemmaOf, tokensOf } from "@/lib/assistant/reading/language";
import { readQuestion, type Reading } from "@/lib/assistant/reading/question";
import { searchTerms } from "@/lib/assistant/reading/terms";
import { expandQuery, termWeight, withQuery } from "@/lib/assistant/retrieval/search";

/** One taught answer as the server reads it from the store. */
export type TaughtAnswer = { id: string; question: string; wordings: readonly string[]; answer: string; links: readonly string[] };

/**
 * How much of each side's weight must be in words the other holds: most of the question (so a question
 * that goes on to ask something else is not answered by half of it) and half of a wording (so a question
 * that shares only a wording's common words, "sign" of "sign NDAs", is not either).
 */
const taughtMatch = { question: 0.6, wording: 0.5 } as const;

/** A word of a question or wording: its weight, and every form that counts as the same word. */
type Word = { term: string; weight: number; forms: ReadonlySet<string> };
type Wording = { text: string; words: readonly Word[]; total: number };
type Prepared = { answer: TaughtAnswer; wordings: readonly Wording[]; words: readonly Word[] };

/** The taught answers, read and ready to match: built once each time the store's answers change. */
export type TaughtIndex = { readonly answers: readonly Prepared[] };

export const emptyTaught: TaughtIndex = { answers: [] };

const formOf = (word: string) => lemmaOf(word.toLowerCase());

/**
 * A verb says less of what a question is about than the nouns and names around it ("sign" of "sign an
 * NDA", "earn" of "what wage would I earn"): it weighs half.
 */
const verbWeight = 0.5;

/** A question's words as the matching reads them. */
function wordsOf(reading: Reading): Word[] {
  const { query } = reading;
  const tokens = tokensOf(reading.text);
  const verbs = new Set(tokens.filter((token) => token.pos === "VERB").map((token) => token.word));
  return query.terms.map((term) => {
    const phrases = query.phrases.filter((phrase) => phrase.terms.includes(term)).flatMap((phrase) => phrase.synonyms);
    const related = [term, ...(query.links.get(term) ?? []), ...searchTerms(expandQuery(term)), ...phrases];
    return { term, weight: termWeight(term) * (verbs.has(term) ? verbWeight : 1), forms: new Set(related.flatMap((word) => [word, formOf(word)])) };
  });
}

const wording = (reading: Reading): Wording => {
  const words = wordsOf(reading);
  return { text: reading.text, words, total: words.reduce((sum, word) => sum + word.weight, 0) };
};
const read = (text: string) => wording(withQuery(readQuestion(text)));

/** At most one letter added, dropped or changed between two words of five letters or more: a typo. */
function oneEditApart(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let [i, j, edits] = [0, 0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function sameWord(a: Word, b: Word): boolean {
  for (const form of a.forms) if (b.forms.has(form)) return true;
  return oneEditApart(a.term, b.term);
}

/** The share of `side`'s weight in words `other` holds. */
function covered(side: Wording, other: readonly Word[]): number {
  if (side.total <= 0) return 0;
  const held = side.words.filter((word) => other.some((candidate) => sameWord(word, candidate)));
  return held.reduce((sum, word) => sum + word.weight, 0) / side.total;
}

/** Reads every taught answer's question and wordings once. */
export function prepareTaught(answers: readonly TaughtAnswer[]): TaughtIndex {
  return {
    answers: answers.map((answer) => {
      const wordings = [answer.question, ...answer.wordings].map(read).filter((wording) => wording.words.length > 0);
      return { answer, wordings, words: wordings.flatMap((wording) => wording.words) };
    }),
  };
}

export type TaughtMatch = { answer: TaughtAnswer; score: number };

/**
 * The taught answers a question matches, best first (by the less-covered side),
 * read as it is searched (a short follow-up joined to the question before it).
 */
export function matchTaught(index: TaughtIndex, reading: Reading): TaughtMatch[] {
  if (index.answers.length === 0) return [];
  const question = wording(reading);
  if (question.words.length === 0) return [];
  const matches: TaughtMatch[] = [];
  for (const { answer, wordings, words } of index.answers) {
    const asked = covered(question, words);
    if (asked < taughtMatch.question) continue;
    const said = Math.max(...wordings.map((stored) => covered(stored, question.words)));
    if (said >= taughtMatch.wording) matches.push({ answer, score: Math.min(asked, said) });
  }
  return matches.sort((a, b) => b.score - a.score || a.answer.id.localeCompare(b.answer.id));
}
