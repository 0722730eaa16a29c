import nlp from "compromise";
import { searchTerms } from "./search";

/** Nouns that name people or amounts in passing ("you guys", "a bunch of plugins"), never what is asked about. */
const passing = new Set(["guys", "guy", "folks", "lads", "girls", "boys", "bunch", "couple", "bits", "bit", "ballpark", "boss", "stuff", "thing", "things", "lot", "lots"]);

type Tagged = { terms: { normal: string; tags: string[] }[] };

/**
 * The things a question asks about: the nouns of its asking sentences ("I'm in India. Would you sponsor
 * a visa?": the visa, not India), leaving out the context a visitor gives first ("billing is a nightmare"),
 * pronouns and places. When no sentence reads as a question, every sentence asks.
 */
export function askedAbout(question: string): string[] {
  const doc = nlp(question);
  const questions = doc.questions();
  const asking = questions.found ? questions : doc;
  const nouns = (asking.terms().json() as Tagged[])
    .flatMap((term) => term.terms)
    .filter(({ tags }) => tags.includes("Noun") && !tags.includes("Pronoun") && !tags.includes("Place"))
    .flatMap(({ normal }) => searchTerms(normal));
  return [...new Set(nouns.filter((noun) => noun.length >= 3 && !passing.has(noun)))];
}

/** Loads the tagger's lexicon now, so the first question after a start does not wait for it. */
export function prepareAskedAbout(): void {
  askedAbout("Ready?");
}
