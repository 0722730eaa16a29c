/**
 * What the built-in answer is: a greeting, thanks, our details, the openings, one page's answer (or the
 * typed facts asked for), a plain yes or no about something the studio does not do or hold (policy),
 * the closest pages, "not sure" (stored as "admission", the name it had when it said the site does not
 * cover the question), an answer the team taught, or the offer of a person when the visitor asks for one.
 */
export const builtInShapes = ["greeting", "thanks", "contact", "openings", "confident", "policy", "shortlist", "admission", "taught", "person"] as const;
export type Shape = (typeof builtInShapes)[number];

/** An answer's shape as it is counted and rated: the built-in answer's own, or "provider" for a language model's, which has none. */
export const answerShapes = [...builtInShapes, "provider"] as const;
export type AnswerShape = (typeof answerShapes)[number];

export const isAnswerShape = (value: unknown): value is AnswerShape => answerShapes.some((shape) => shape === value);

/**
 * What an answer did for the visitor, as the console counts it:
 * - fact: a fact of the kind asked for, stated with its page (our details, a yes or no of policy too);
 * - page: the page or pages that hold the answer, each with its best passage, when no sentence states it;
 * - not-sure: the answerer is not sure, and says so;
 * - taught: an answer the team wrote;
 * - person: the visitor asked for a person;
 * - chat: a greeting or thanks, which is not a question.
 * Every kind but fact, taught and chat ends with the offer to send the question to the team.
 */
export type AnswerKind = "fact" | "page" | "not-sure" | "taught" | "person" | "chat";

const kindOfShape: Record<Shape, AnswerKind> = {
  greeting: "chat",
  thanks: "chat",
  contact: "fact",
  openings: "page",
  confident: "fact",
  policy: "fact",
  shortlist: "page",
  admission: "not-sure",
  taught: "taught",
  person: "person",
};

export const kindOf = (shape: Shape): AnswerKind => kindOfShape[shape];

/** Whether an answer of this kind offers to send the question to the team. */
export const offersTeam = (kind: AnswerKind): boolean => kind === "page" || kind === "not-sure" || kind === "person";

/** Who wrote an answer: a language model's provider, or the built-in answer. */
export type ProviderName = "openrouter" | "gemini" | "built-in";
