/**
 * What the built-in answer is: a greeting, thanks, our details, the openings, one page's answer (or the
 * typed facts asked for), a plain yes or no about something the studio does not do or hold (policy),
 * the closest pages, or an admission.
 */
export const builtInShapes = ["greeting", "thanks", "contact", "openings", "confident", "policy", "shortlist", "admission"] as const;
export type Shape = (typeof builtInShapes)[number];

/** An answer's shape as it is counted and rated: the built-in answer's own, or "provider" for a language model's, which has none. */
export const answerShapes = [...builtInShapes, "provider"] as const;
export type AnswerShape = (typeof answerShapes)[number];

export const isAnswerShape = (value: unknown): value is AnswerShape => answerShapes.some((shape) => shape === value);

/** Who wrote an answer: a language model's provider, or the built-in answer. */
export type ProviderName = "openrouter" | "gemini" | "built-in";
