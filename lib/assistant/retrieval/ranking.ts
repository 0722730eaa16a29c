import type { Passage } from "./corpus";
import { evidence } from "../reading/fact-kinds";
import { pagePath, type Reading } from "../reading/question";
import { asksSameQuestion, expandQuery, rankPassages, termWeight, unknownTerms, type RankedHit } from "./search";

/**
 * How sure the ranking is: one page clearly ahead that holds what was asked (confident: answer from it),
 * several pages near each other (shortlist: offer the closest), or nothing on the site that settles the
 * question (none: say so).
 */
type Confidence = "confident" | "shortlist" | "none";

/** A page of the site among the results: its best passage first, then its other passages that matched. */
export type PageHit = { page: string; best: RankedHit; passages: readonly RankedHit[] };

/** `unfamiliar`: the question's telling words that the content never uses, when they outweigh what the best passage matches. */
export type Ranking = { confidence: Confidence; hits: readonly RankedHit[]; pages: readonly PageHit[]; unfamiliar: readonly string[] };

/**
 * The best passage must cover this share of the question's terms (see RankedHit) and reach this score, or
 * nothing matched: "do you sell shoes?" finds only a fuzzy match that covers none of its words as written.
 */
const relevance = { coverage: 0.3, score: 3 } as const;
/** The best page is clearly ahead when it covers this share of the question and the next page scores at most this share of it. */
const confidence = { coverage: 0.6, margin: 0.6 } as const;
/** How many pages a shortlist offers at most, and how close to the best a third page must score to be among them. */
export const shortlistPages = { most: 3, share: 0.3 } as const;

/**
 * How much a passage counts for a question before its words are compared: what the studio commits to
 * (services, FAQs, case studies) before its articles' opinions, a service's cost block (the typed
 * facts answer a price or a time first) and the policy entries (they answer what they alone name, see
 * the answerer); an opening's duties only for questions
 * about working here; an FAQ entry that asks what the visitor asks, in most of the same words, first.
 */
export function priorFor(reading: Reading): (passage: Passage) => number {
  const { context, named } = reading;
  return (passage) => {
    const page = pagePath(passage.url);
    const own = (context !== undefined && page === context) || named.includes(page);
    return (own ? pageContext.weight : 1) * ownPrior(reading, passage);
  };
}

/**
 * How much more a passage of the page a question points at counts ("is this one remote?" on an opening's
 * page), or of a case study or an opening it names ("which cloud did the lyncombe project run on").
 */
const pageContext = { weight: 3 } as const;

function ownPrior(reading: Reading, passage: Passage): number {
  return passage.kind === "opening" && !reading.aboutWork && reading.context === undefined
    ? 0.5
    : passage.kind === "article"
      ? 0.5
      : passage.kind === "cost" || passage.policy
        ? 0.5
        : passage.kind === "faq" && asksSameQuestion(passage.title, reading.query)
          ? 2
          : 1;
}

/** The results by page, best page first. */
function byPage(hits: readonly RankedHit[]): PageHit[] {
  const pages = new Map<string, RankedHit[]>();
  for (const hit of hits) {
    const page = pagePath(hit.url);
    pages.set(page, [...(pages.get(page) ?? []), hit]);
  }
  return [...pages.entries()].flatMap(([page, passages]) => {
    const [best] = passages;
    return best ? [{ page, best, passages }] : [];
  });
}

/** The share of a question's weight (rare words weigh most) that the given terms carry. */
function weightShare(terms: readonly string[], of: readonly string[]): number {
  const total = terms.reduce((sum, term) => sum + termWeight(term), 0);
  if (total === 0) return 0;
  return terms.filter((term) => of.includes(term)).reduce((sum, term) => sum + termWeight(term), 0) / total;
}

/**
 * Whether the site settles the question at all. It does not when nothing matched, when the best passage
 * is a near-miss, or when the question names a standard or product by a word and a number the content
 * never uses ("soc 2") and no passage matches it strongly. A passage that matches the question is never
 * overruled by the other words the question holds: those are reported as unfamiliar instead.
 */
function unsettled(reading: Reading, best: RankedHit | undefined, unknown: readonly string[]): boolean {
  if (!best || best.coverage < relevance.coverage || best.score < relevance.score) return true;
  if (best.coverage >= confidence.coverage) return false;
  return unknown.some((term) => {
    const named = /^[a-z]{2,5}$/.test(term) && reading.text.match(new RegExp(`\\b${term} ?\\d[\\d.]*(?![\\d.a-z]| [a-z]+s\\b)`))?.[0];
    return named && !expandQuery(named);
  });
}

/**
 * The words the content never uses (not figures) that carry more of the question than the best passage matches
 * ("do you build wordpress sites": wordpress outweighs build and sites). The site may still answer the
 * rest, so they make the answer a shortlist that says the site does not mention them, never an admission:
 * measured on questions nobody tuned for, such words were as often beside a subject the site covers as not.
 */
function unfamiliarWords(reading: Reading, best: RankedHit, unknownWords: readonly string[]): string[] {
  const { terms } = reading.query;
  const unknown = unknownWords.filter((term) => !/[\d£$€]/.test(term));
  return unknown.length > 0 && weightShare(terms, unknown) > weightShare(terms, best.covered) ? unknown : [];
}

/** The site's passages for a question, grouped by page, and how sure the ranking is of them. */
export function rank(reading: Reading): Ranking {
  const hits = rankPassages(reading.query, 12, priorFor(reading)).filter((hit) => !reading.seen.has(pagePath(hit.url)));
  const pages = byPage(hits);
  const [first, second] = pages;
  const unknown = unknownTerms(reading.query);
  if (!first || unsettled(reading, first.best, unknown)) return { confidence: "none", hits, pages, unfamiliar: [] };
  const unfamiliar = unfamiliarWords(reading, first.best, unknown);
  const ahead = !second || second.best.score <= first.best.score * confidence.margin;
  const holdsAsked = reading.asked === "any" || first.passages.some((hit) => evidence[reading.asked].test(hit.text));
  const sure = ahead && first.best.coverage >= confidence.coverage && holdsAsked && unfamiliar.length === 0;
  return { confidence: sure ? "confident" : "shortlist", hits, pages, unfamiliar };
}

/** The pages a shortlist offers: the best two, then a third when it scores close to the best. */
export function shortlisted(ranking: Ranking): PageHit[] {
  const [first] = ranking.pages;
  if (!first) return [];
  return ranking.pages.filter((page, index) => index < 2 || page.best.score >= first.best.score * shortlistPages.share).slice(0, shortlistPages.most);
}
