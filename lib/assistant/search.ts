import MiniSearch, { type SearchOptions } from "minisearch";
import { companyProfile } from "@/lib/site/company";
import { buildPassages, type Passage } from "./corpus";

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

// Common English words, plus the filler of questions put to a chatbot ("can you tell me about").
const stopWords = new Set(
  `a about above after again against all also am an and any are aren as at be because been before being below between both but by can
  could did didn do does doesn doing don down during each few for from further had has have having he her here hers herself him himself
  his how i if in into is isn it its itself just let me more most my myself no nor not now of off on once or other ought our ours
  ourselves out over own please same she should so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was wasn we were weren what when where which while who whom why will with won would you
  your yours yourself yourselves tell know like want need get give show explain info information thing things something anything hi
  hello hey thanks thank okay ok yes yeah ever done actually actual really stuff got us kind sort bit lot s t d ll m re ve whats wheres hows whos whens thats theres im ive youre use uses using
  ${companyProfile.name}`
    .toLowerCase()
    .split(/\s+/),
);

/** Lower case, no diacritics, no stop words; null drops the term. */
export function normalizeTerm(term: string): string | null {
  const plain = term.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  if (plain.length < 2 && !/^\d$/.test(plain)) return null;
  return stopWords.has(plain) ? null : plain;
}


/** The distinct search terms of a text, in order. */
export function searchTerms(text: string): string[] {
  const terms = text.split(/[\n\r\p{Z}\p{P}]+/u).map(normalizeTerm);
  return [...new Set(terms.filter((term): term is string => term !== null))];
}

const longTerm = (term: string) => term.length >= 4;

const searchOptions: SearchOptions = {
  boost: { title: 3, keywords: 1.5 },
  prefix: longTerm,
  fuzzy: (term) => (longTerm(term) ? 0.2 : false),
  combineWith: "OR",
  // One edit catches a typo; two on long words mostly found unrelated words, and cost ten times the time.
  maxFuzzy: 1,
};

type Index = { engine: MiniSearch<Passage>; byId: ReadonlyMap<string, Passage>; vocabulary: readonly string[]; words: ReadonlySet<string> };
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
  const vocabulary = [...new Set(passages.flatMap((passage) => searchTerms(`${passage.title} ${passage.text} ${passage.keywords}`)))];
  cached = { engine, byId: new Map(passages.map((passage) => [passage.id, passage])), vocabulary, words: new Set(vocabulary) };
  return cached;
}

/** The same word as written, a longer word it begins, or its plural or singular ("company", "companies"). */
function sameWord(queryTerm: string, word: string): boolean {
  if (word === queryTerm) return true;
  if (longTerm(queryTerm) && word.startsWith(queryTerm)) return true;
  const [shorter, longer] = word.length < queryTerm.length ? [word, queryTerm] : [queryTerm, word];
  return longer === `${shorter}s` || longer === `${shorter}es` || (shorter.endsWith("y") && longer === `${shorter.slice(0, -1)}ies`);
}

/** The visitor's phrases that an expansion recognised ("in the loop"), each with its terms and the content's words for it. */
type Phrase = { terms: readonly string[]; synonyms: readonly string[] };

function phrasesOf(query: string): Phrase[] {
  const lower = query.toLowerCase();
  return expansions.flatMap(([pattern, words]) => {
    const said = lower.match(pattern)?.[0];
    return said ? [{ terms: searchTerms(said), synonyms: searchTerms(words) }] : [];
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

function coverage(queryTerms: readonly string[], found: readonly string[], words: readonly string[], known: ReadonlySet<string>, phrases: readonly Phrase[]) {
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
    } else if (found.includes(term)) total += 0.75;
    else if (known.has(term)) total += 0.5;
  }
  return {
    coverage: covered.length === 0 && queryTerms.length > 1 ? 0 : total / queryTerms.length,
    covered,
    matched: new Set(found).size / queryTerms.length,
  };
}

/**
 * Words visitors use, and the words the content uses for the same thing: a query containing the first
 * also searches for the second. Only the visitor's own words count towards coverage.
 */
const expansions: [RegExp, string][] = [
  [/\bmvp\b|\bfirst version\b|\bv1\b/, "first release"],
  [/\bapps?\b|\biphone\b|\bandroid\b/, "mobile"],
  [/\bhow much\b(?! (?:experience|faster|quicker|slower|sooner|longer|of (?:our|my)))|\bcosts?\b|\bprices?\b|\bpricing\b|\bbudget\b|\bcharged?\b|\bfees?\b|\brates?\b|\bexpensive\b/, "cost price £"],
  [/\bper hour\b|\bhourly\b|\bday rate\b/, "day rate blended"],
  [/\bearn\b|\bsalary\b|\bwages?\b|\bpay(?:s|ing)? (?:for|well)\b|\b(?:role|job|position) pay\b|\bdoes (?:the|a|it) [\w -]*pay\b/, "salary year"],
  [/\bbased\b|\blocated\b|(?<!\b(?:e-?mail|ip|web) )\baddress\b|\b(?:your|the) offices?\b(?! hours)|\bwhere is (?:the|your) (?:office|studio)\b/, "studio bristol address"],
  [/\bhiring\b|\bjobs?\b|\bvacanc/, "openings career role"],
  [/\bnda\b|\bconfidential/, "confidentiality nda mutual"],
  [/\bip\b(?! address)|\bintellectual\b|\bwho owns\b|\bownership\b|\bown the (?:code|ip|product|software)\b/, "intellectual property ownership"],
  [/\bwarranty\b|\bbugs?\b|\bafter launch\b|\bgo-?live\b/, "warranty launch support"],
  [/\bmaintain|\bmaintenance\b|\bretainer\b|\bsupport\b/, "support retainer days month"],
  [/\bdeposit\b|\binvoic|\bpayment\b|\bpaid (?:up-?front|in advance|in arrears|monthly|weekly|each|every|before|after|on)\b|\bpay(?: you| us)?\b(?! for)|\bnet 30\b/, "payment terms invoiced"],
  [/\btime ?zones?\b|\btime difference\b|\bnew york\b|\bamerican?\b|\busa\b|\bthe us\b|\bin the states\b/, "time zones overlap"],
  [/\bget started\b|\bstart\b|\bbegin\b|\bonboard/, "start kick-off discovery call"],
  [/\bagile\b|\bsprints?\b|\bscrum\b/, "fortnightly sprints"],
  [/\bdemos?\b|\bwork in progress\b|\bprogress\b/, "demo staging"],
  [/\bcookies?\b|\btrack(?:ing|ers?)\b|\banalytics\b/, "cookies analytics"],
  [/\btrack(?:ing|ers?)\b|\bgoogle analytics\b/, "trackers third-party analytics"],
  [/^(?!.*\bapp stores?\b).*\bhow long\b.*\b(?:keep|store|hold|hang on(?:to)?)\b|\bretention\b|\bdelete/, "retention kept deleted"],
  [/\bcomplain/, "complaint information commissioner"],
  [/\bchatbot\b|\bbot\b|\bopenai\b/, "assistant chat providers"],
  [/\bllms?\b|\bmachine learning\b|\bml\b|\bgpt\b|\bchatgpt\b/, "ai"],
  [/\blaws?\b|\bjurisdiction\b|\bregistered\b/, "governing law england wales registered"],
  [/\bquote\b(?! (?:\w+ ){0,3}(?:blog|articles?|posts)\b)|\bbinding\b/, "quote estimate proposal"],
  [/\bdata protection\b|\bgdpr\b|\bdpa\b/, "data processing agreement gdpr"],
  [/\btest(?:s|ing)?\b/, "tests testing"],
  [/\bci\b|\bcd\b|\bpipelines?\b/, "continuous delivery pipeline"],
  [/\bhow many people\b|\bstaff\b|\bhow big\b|\bemployees\b|\bheadcount\b/, "team people around designers engineers"],
  [/\bin-?house\b|\bour own devs?\b|\bdevelopers\b/, "in-house team pair"],
  [/\btake over\b|\btakeover\b|\brescue\b|\bmess\b|\bexisting codebase\b/, "take over existing codebase review"],
  [/\baccessib|\bwcag\b|\bdisab/, "accessibility wcag"],
  [/\bremote\b|\bwork from home\b|\bhybrid\b/, "remote hybrid office"],
  [/\bon[- ]call\b/, "on-call rotation"],
  [/\bsignal\b|\bconnection\b|\bconnectivity\b|\boffline\b/, "offline sync"],
  [/\blender\b|\blending\b|\bloans?\b|\bbank(?:s|ing)?\b|\bpayments?\b/, "fintech lending"],
  [/\be-?commerce\b|\bonline shop\b|\bcheckout\b|\bbrand\b/, "retail commerce"],
  [/\b(?:my|our) \d+ ?(?:year|yr)s?[- ]old\b|\b\d+ ?(?:year|yr)s?[- ]old (?:son|daughter|child|kid|boy|girl)\b|\bkids?\b|\bchild(?:ren)?\b|\bteen/, "under 16 children"],
  [/\bget back to\b|\bhear back\b|\breply from\b|\brespond to (?:me|us|my|our)\b|\banswer (?:me|us)\b/, "replies within one working day"],
  [/\bip address\b/, "ip address hash"],
  [/\bin the loop\b|\bupdates?\b|\bcommunicat|\breporting\b|\bstand-?ups?\b|\bcheck-?ins?\b/, "communication demo written update stand-up"],
  [/\b(?<!wast(?:e|es|ed|ing) )(?:our|my) (?:own )?time\b|\bcommitment\b|\bproduct owner\b/, "half a day a week product owner"],
  [/\btime and materials\b|\bt&m\b|\bengagement models?\b|\bhow do you work with clients\b/, "engagement models dedicated team"],
  [/\bcopy of (?:my|our) data\b|\baccess request\b|\bsubject access\b|\bmy rights\b/, "your rights access personal data"],
  [/\blength\b|\bcharacters?\b|\bhow long can\b|\bmaximum\b|\bminimum\b/, "characters limit at most"],
  [/\bfinish(?:ed|ing)?\b|\bstick (?:to|with)\b/, "completion complete"],
  [/\bgotchas?\b|\bpitfalls?\b|\btraps?\b|\bwatch out\b/, "mistakes surprises pitfalls"],
  [/\bup-?front\b|\bin advance\b/, "deposit advance"],
  [/\beuros?\b|\bdollars?\b|\bcurrenc|\busd\b|\beur\b/, "pounds sterling currency"],
  [/\bdevs?\b|\bcoders?\b|\bprogrammers?\b/, "developers engineers"],
  [/\bspain\b|\bfrance\b|\bgermany\b|\bportugal\b|\bitaly\b|\bnetherlands\b|\bireland\b|\bpoland\b|\beurope\b/, "eu europe remote"],
  [/\bstores?\b|\bapp store\b|\bplay store\b|\bapple\b/, "app store google play"],
  [/\brag\b|\bretrieval.augmented\b|\bwikis?\b|\bknowledge base\b/, "retrieval-based search documents"],
  [/\blook (?:over|at)\b|\bcheck over\b|\bhealth ?check\b|\bwhat(?:'?s| is) wrong\b|\bassess/, "audit review"],
  [/\bedit(?:s|ing)?\b|\bcms\b|\bupdate (?:the )?(?:content|pages|website|site)\b/, "content editors"],
  [/\bdbs?\b/, "database"],
  [/\bfaster\b|\bquicker\b|\bhow fast\b|\bimprove(?:d|ments?)?\b|\bimpact\b|\boutcomes?\b|\bdifference\b|\bsaved?\b|\bdid (?:it|the|they|that) (?:\w+ )?(?:work|help|cut|reduce|go|get|fix|stop)\b|\b(?:now|today) (?:vs|versus|compared)\b|\bbefore and after\b|\bgo(?:ne)? away\b|\bcut down\b|\bsigned up\b|\btake-?up\b|\badoption\b|\bhow many (?:\w+ )?(?:use|used|signed|joined)\b/, "results"],
  [/\bwhat (?:would|could|can|do|will) you (?:build|do|make|offer|suggest)\b|\bcan you help\b|\bhow (?:would|could|can|do) you help\b/, "solutions"],
  [/\bmove (?:the|our|all) data\b|\bmigrat/, "data migration"],
  [/\bpace\b|\bvelocity\b/, "typically every weeks"],
  [/\bswitch-? ?over\b|\bchange-? ?over\b|\bgo-live day\b/, "cutover"],
  [/\btrucks?\b|\blorr(?:y|ies)\b|\bvans?\b|\bfleet\b/, "vehicles drivers"],
  [/\bmats?\b|\bmulti-academy\b/, "academy trust"],
  [/\btool(?:s|ing|chain)?\b|\bstack\b/, "technologies"],
  [/\bmoderni[sz]\w*|\bold (?:system|software|platform|codebase|app)\b|\bout-?dated\b/, "legacy modernisation"],
  [/\bmonitor\w*|\balert\w*|\b(?:goes|went|falls?|fell) down\b|\b(?:falls?|fell) over\b|\boutages?\b/, "observability logging metrics alerting"],
  [/\b(?:cloud|aws|azure|gcp|hosting|server) (?:bills?|costs?|spend)\b|\bcut(?:ting)? (?:the |our )?(?:costs?|bills?|spend)\b/, "cloud cost reviews spend"],
  [/\blog(?:ging)? ?in\b|\bsign(?:ing)? in\b/, "sign in account"],
  [/\bbeen around\b|\bhow old is (?:the company|your company|the studio|northbeam)\b|\bfounded\b|\bestablished\b|\bwhen did (?:you|northbeam) (?:start|begin)\b/, "started since"],
  [/\bchange (?:our |my |the )?minds?\b|\bchange (?:the )?(?:scope|priorities|plan|requirements)\b|\bdifferent features\b|\bpriorit/, "reprioritise scope"],
  [/\bcreep\w*|\bover ?budget\b|\boverrun\w*|\bspiral\w*|\bblow(?:s|ing|n)? (?:the |our )?budget\b/, "budget under control forecast"],
  [/\benglish\b|\btranslat\w*|\bother languages\b/, "translated"],
  [/\bgaps?\b|\bholes?\b|\bmissing (?:data|readings|values)\b/, "gaps"],
  [/\b(?:quote|copy|reuse|republish) (?:\w+ ){0,3}(?:blog|articles?|posts)\b/, "quote short extracts articles"],
  [/\bperks?\b|\bwhat'?s in it for\b/, "members get offers"],
  [/\bvat\b|\btax(?:es)?\b/, "vat invoices payment terms"],
  [/\b(?:record|document|track|log|write down|remember)\w* (?:\w+ ){0,3}decisions?\b|\bdecisions? (?:log|records?)\b/, "architecture decision records"],
  [/\badverts?\b|\badverti[sz]\w*|\bpromot\w*/, "recruiting advertising"],
  [/\bwhat (?:info|information|data|details) (?:do|does|will|would) (?:you|they|google) (?:get|receive|collect|see|store|keep)\b/, "personal data shares receive collect"],
  [/\bpost(?:s|ing)? (?:in|to|on) (?:the )?(?:community |members'? )?chat\b/, "messages"],
];

/** The content's words for a question's words; empty when none apply. */
export function expandQuery(query: string): string {
  const lower = query.toLowerCase();
  return expansions.filter(([pattern]) => pattern.test(lower)).map(([, words]) => words).join(" ");
}

/** "How long" and "how often" say what kind of fact is wanted (a duration, a frequency), not what it is about: "long" and "often" are not searched for. */
function subjectOf(query: string): string {
  return query.replace(/\bhow (?:long|often|frequently)\b/g, "how");
}

/**
 * A question as the search reads it, worked out once and shared by the passage search, the sentence
 * search and the check for unknown words: what it is about, its terms, the content's words for them
 * (searched too, but not counted towards coverage) and the visitor's phrases they came from.
 */
export type Query = { subject: string; terms: readonly string[]; extra: string; phrases: readonly Phrase[] };

export function readQuery(asked: string): Query {
  const subject = subjectOf(asked);
  return { subject, terms: searchTerms(subject), extra: expandQuery(asked), phrases: phrasesOf(asked) };
}

const withExtra = (query: Query) => (query.extra ? `${query.subject} ${query.extra}` : query.subject);

/**
 * In choosing passages, the words an expansion adds weigh less than the visitor's own, so a passage that
 * holds only the added words does not outrank one that holds what the visitor wrote.
 */
const extraWeight = (query: Query) => (term: string) => (query.terms.includes(term) ? 1 : 0.7);

/** The best passages for a query, best first, each scaled by its prior; equal scores in id order, so answers never flicker. */
export function rankPassages(query: Query, limit = 5, prior: (passage: Passage) => number = () => 1): RankedHit[] {
  const { terms, phrases } = query;
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
      return [{ ...passage, score: result.score, terms: result.terms, ...coverage(terms, own, result.terms, known, phrases) }];
    });
}

/**
 * How nearly a visitor's question restates an FAQ's question, from 0 to 1: the smaller of the share of
 * the FAQ's words the visitor used and the share of the visitor's words the FAQ uses. An FAQ of one word
 * restates nothing.
 */
const questionTerms = new Map<string, readonly string[]>();
export function restates(faqQuestion: string, query: Query): number {
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
    (term) => !words.has(term) && !expandQuery(term) && !vocabulary.some((word) => sameWord(term, word) || oneEditApart(term, word) || (term.length > 5 && stem(word) === stem(term))),
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
    .search(withExtra(query), { filter: (result) => passageIds.has(String(result.passageId)) })
    .slice(0, limit)
    .map((result) => ({ passageId: String(result.passageId), index: Number(result.index), text: String(result.text), score: result.score }));
}

export function searchPassages(query: string, limit = 5): Hit[] {
  return rankPassages(readQuery(query), limit).map(({ id, kind, title, text, url, keywords, score }) => ({ id, kind, title, text, url, keywords, score }));
}

/** Builds the passage and sentence indexes now, if they are not built yet, so a question need not wait for them. */
export function prepareSearch(): void {
  sentences();
}

export function passageCount(): number {
  return index().byId.size;
}
