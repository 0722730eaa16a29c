import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { distance } from "fastest-levenshtein";

/**
 * English as the assistant reads it, from maintained language data rather than lists of its own:
 * tokens, lemmas, parts of speech and the values a text holds (numbers, durations, dates, percentages)
 * from wink-nlp's English model; misspellings corrected by edit distance against the words the assistant
 * knows. Loaded once per process.
 */

let nlp: ReturnType<typeof winkNLP> | undefined;
const engine = () => (nlp ??= winkNLP(model));

/** A word of a text: as written (lower case), its lemma and its part of speech (Universal POS tags). */
export type Token = { word: string; lemma: string; pos: string };

/** The words of a text, with their lemmas and parts of speech. */
export function tokensOf(text: string): Token[] {
  const { its } = engine();
  const tokens = engine().readDoc(text).tokens();
  // The lemma's accessor needs the model's add-ons, which wink-nlp's types do not pass through `out`.
  const out = tokens.out as (accessor: unknown) => string[];
  const words = out.call(tokens, its.normal);
  const lemmas = out.call(tokens, its.lemma);
  const tags = out.call(tokens, its.pos);
  return words.map((word, index) => ({ word, lemma: (lemmas[index] ?? word).toLowerCase(), pos: tags[index] ?? "X" }));
}

const lemmas = new Map<string, string>();
/** A word's dictionary form, read on its own ("migrations": "migration", "shut": "shut"). */
export function lemmaOf(word: string): string {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    lemma = tokensOf(word)[0]?.lemma ?? word;
    if (lemmas.size < 50_000) lemmas.set(word, lemma);
  }
  return lemma;
}

/** The kinds of value a text can hold, as the model's entities name them. */
export type ValueKind = "duration" | "date" | "count" | "percentage" | "money" | "time";
const entityKinds: Record<string, ValueKind> = {
  DURATION: "duration",
  DATE: "date",
  CARDINAL: "count",
  PERCENT: "percentage",
  MONEY: "money",
  TIME: "time",
};

const values = new Map<string, ReadonlySet<ValueKind>>();
/** The kinds of value a sentence holds: a sum in pounds is money though the model reads only dollars as such. */
export function valuesIn(text: string): ReadonlySet<ValueKind> {
  let found = values.get(text);
  if (!found) {
    found = readValues(text);
    // The content's sentences are asked about again and again; a visitor's text rarely is.
    if (values.size < 20_000) values.set(text, found);
  }
  return found;
}

function readValues(text: string): Set<ValueKind> {
  const { its } = engine();
  const found = new Set<ValueKind>();
  for (const entity of engine().readDoc(text).entities().out(its.detail) as { type: string }[]) {
    const kind = entityKinds[entity.type];
    if (kind) found.add(kind);
  }
  if (/[£€$]\s?\d/.test(text)) found.add("money");
  return found;
}

/**
 * The word a misspelt one was meant to be, among `known`: the closest by edit distance, one edit for a
 * word of up to six letters and two for a longer one, starting with the same letter (people rarely
 * mistype the first); ties go to the word `known` ranks higher. Undefined when nothing is close.
 */
export function correctedSpelling(word: string, known: Iterable<string>, rankOf: (word: string) => number = () => 0): string | undefined {
  if (word.length < 5 || /[^a-z]/.test(word)) return undefined;
  const most = word.length <= 6 ? 1 : 2;
  let best: { word: string; distance: number; rank: number } | undefined;
  for (const candidate of known) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > most || candidate === word) continue;
    const apart = swapped(word, candidate) ? 1 : distance(word, candidate);
    if (apart > most) continue;
    const rank = rankOf(candidate);
    if (!best || apart < best.distance || (apart === best.distance && rank > best.rank)) best = { word: candidate, distance: apart, rank };
  }
  return best?.word;
}

/** Two letters side by side typed the other way round ("recieve"): one slip, though two edits apart. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  const [first, second] = differ;
  return differ.length === 2 && first !== undefined && second === first + 1 && a[first] === b[second] && a[second] === b[first];
}
