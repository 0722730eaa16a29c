import vocabulary from "./vocabulary.json";

/** A phrase as a pattern: whole words, a trailing * for any ending ("invoic*"). */
function phrasePattern(phrases: readonly string[], flags = ""): RegExp {
  const alternatives = phrases.map((phrase) => {
    const open = phrase.endsWith("*");
    const escaped = (open ? phrase.slice(0, -1) : phrase).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, "\\s+");
    return open ? `${escaped}[a-z]*` : escaped;
  });
  return new RegExp(`(?<![a-z0-9])(?:${alternatives.join("|")})(?![a-z0-9])`, flags);
}

/** Chat shorthand replaced by the words the content uses, in the file's order ("r u" before "u"). */
const shorthand = vocabulary.shorthand.entries.map(({ said, means }) => [phrasePattern(said, "g"), means] as const);

export function expandShorthand(text: string): string {
  return shorthand
    .reduce((said, [pattern, means]) => said.replace(pattern, means), text)
    .replace(/\s+/g, " ")
    .trim();
}

/** The visitor's phrases the content says in other words, each with those words and, for some, the kind of fact the question must ask for. */
export const expansions: readonly { pattern: RegExp; means: string; asks?: string }[] = vocabulary.expansions.entries.map((entry) => ({
  pattern: phrasePattern(entry.said),
  means: entry.means,
  ...("asks" in entry ? { asks: entry.asks } : {}),
}));

/** Keywords added to a passage whose title or keywords name a subject. */
export const passageKeywords: readonly (readonly [RegExp, string])[] = vocabulary.passageKeywords.entries.map(
  ({ when, add }) => [phrasePattern(when, "i"), add] as const,
);

/** The kinds of typed fact a question may ask for, each with the words that ask for it, in the order they are tried. */
export type FactKind = "reply" | "hours" | "salary" | "workplace" | "team" | "results" | "cost" | "duration" | "place";
export const factCues: readonly { kind: FactKind; pattern: RegExp; words: ReadonlySet<string> }[] = vocabulary.factCues.kinds.map((cue) => ({
  kind: cue.kind as FactKind,
  pattern: phrasePattern(cue.said),
  words: new Set([...cue.said.flatMap((phrase) => phrase.split(" ")), ...(("about" in cue ? cue.about : undefined) ?? [])]),
}));

/** Words that say nothing about what a question is about ("roughly", "build", "you"). */
export const genericWords: ReadonlySet<string> = new Set(vocabulary.factCues.generic.split(/\s+/));

/** The everyday names of the studio itself. */
export const studioNames: readonly string[] = vocabulary.studioNames.said;

export const stopWords: ReadonlySet<string> = new Set(vocabulary.stopWords.words.split(/\s+/));
