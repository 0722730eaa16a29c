import { lemmaOf, tokensOf } from "./language";
import { searchTerms } from "./terms";
import vocabulary from "./vocabulary.json";

const words = (list: string) => new Set(list.split(/\s+/));
const people = words(vocabulary.person.people);
const asking = words(vocabulary.person.asking);
const qualifiers = words(vocabulary.person.qualifiers);
const visitor = new Set(["i", "we", "me", "us"]);
/** Parts of speech that only qualify or frame a word ("a", "real", "please", "!"). */
const framing = new Set(["DET", "ADJ", "ADV", "INTJ", "PUNCT", "PART"]);

/**
 * Whether a message asks for a person rather than an answer, read from its lemmas and parts of speech
 * (wink-nlp) and the vocabulary's words for people and for asking (vocabulary.json, `person`):
 * - a word for a person with a verb of asking or reaching that the visitor says of themselves ("can I
 *   talk to someone", "we'd like to speak with your team") or opens with ("get me a human", "connect me
 *   to an agent"): "does the team talk to clients?" is a question about us;
 * - or a word for a person with nothing but words that qualify it ("a human please", "real person!").
 */
export function asksForPerson(text: string): boolean {
  const tokens = tokensOf(text);
  if (!tokens.some((token) => people.has(token.lemma))) return false;
  const askingVerb = (index: number) => {
    const token = tokens[index];
    return token !== undefined && asking.has(token.lemma) && (token.pos === "VERB" || token.pos === "AUX" || index === 0);
  };
  const byVisitor = tokens.some((token) => visitor.has(token.word)) || askingVerb(0) || (tokens[0]?.word === "please" && askingVerb(1));
  if (byVisitor && tokens.some((_, index) => askingVerb(index))) return true;
  return tokens.every((token) => people.has(token.lemma) || qualifiers.has(token.word) || framing.has(token.pos));
}

/**
 * Whether a message that asks for a person asks nothing else ("can I talk to someone?"), or also names a
 * subject ("can I talk to someone about pricing?"), which is answered as a question, with the team offered.
 */
export function asksOnlyForPerson(text: string): boolean {
  return searchTerms(text).every((term) => {
    const lemma = lemmaOf(term);
    return people.has(lemma) || asking.has(lemma) || qualifiers.has(term);
  });
}
