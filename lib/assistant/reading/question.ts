import { getJobs } from "@/lib/content";
import { companyProfile } from "@/lib/content/company";
import { searchTerms, type Query } from "./terms";
import { expandShorthand } from "./vocabulary";
import { askedIn, type Asked } from "./fact-kinds";
import { namedIn } from "./names";
import { tokensOf } from "./language";
import { asksForPerson, asksOnlyForPerson } from "./person";

/** A passage's page: its URL without the fragment. */
export const pagePath = (url: string) => url.split("#")[0] ?? url;

export type Turn = { role: "user" | "assistant"; content: string };

/** What a message is, before anything is searched: a greeting, thanks, a request for our details or for the openings, or a question. */
type Intent = "greeting" | "thanks" | "person" | "contact" | "openings" | "question";

/** A visitor's message as the assistant reads it, once, for the ranking and for whoever writes the answer. */
export type Reading = {
  question: string;
  /** Lower case, shorthand written out. */
  said: string;
  intent: Intent;
  /** What is searched for: the question, joined by the one before when it is a short follow-up. */
  text: string;
  query: Query;
  /** Pages the last answer linked, when a follow-up asks for more. */
  seen: ReadonlySet<string>;
  asked: Asked;
  yesNo: boolean;
  /** The question is about working here, so openings' duties may answer it. */
  aboutWork: boolean;
  /** The site's page the visitor asks from, when the widget says: context for "this service". */
  page?: string;
  /**
   * The page the question is about, when it is asked from one thing's page (an opening, a project, a
   * service, an article, an industry) and points at it ("is this one remote?", "their results") or names
   * no subject of its own: its passages and typed facts come first.
   */
  context?: string;
  /** The pages of the case studies and openings the question names: their passages come first too. */
  named: readonly string[];
  /** The visitor asks for a person as well as asking something: the answer offers the team. */
  wantsPerson: boolean;
};

const name = companyProfile.name.toLowerCase();
const greeting =
  /^(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day))(?: there| team| all| everyone)?(?: how are you(?: doing)?)?$/;
const thanks =
  /^(?:thanks?|thank you|thx|ty|cheers|bye|goodbye|good ?bye|see (?:you|ya)|that'?s (?:all|great|helpful|perfect)|great|perfect|ok(?:ay)? thanks?)\b/;
const careers = new RegExp(
  [
    "\\b(?:jobs?|careers?|hiring|vacanc(?:y|ies)|openings?|open (?:roles?|positions?)|positions?|recruit\\w*|internships?|salar(?:y|ies)",
    `(?<!(?:people|many|who|staff|engineers|designers) )work(?:ing)? (?:for|at) (?:you|${name})|join (?:you|your team|the team|${name})`,
    "apply(?:ing)? (?:for|to)|how (?:do i|to|can i) apply)\\b",
  ].join("|"),
);
/** A job a client offers is a project, not a vacancy ("would you take on a design-only job"). */
const offeredJob =
  /\b(?:take on|do|quote for|price up|handle|pick up|help (?:us )?with|for|on|about) (?:a|an|the|this|our|my|that)(?: [\w-]+){0,3} jobs?\b|\bjob (?:ads?|adverts?|posts?|postings?)\b/;
const aboutAnOpening = /\b(?:pay|earn|salary|office|on call|on-call|experience)\b/;
const contact = new RegExp(
  [
    "^(?:e-?mail|phone)$|\\b(?:contact (?:you|details|info|information|number|the team)|how (?:do|can) (?:i|we) contact|phone number|telephone|your (?:phone|number|e-?mail)|by (?:phone|e-?mail)|e-?mail (?:address|you)",
    "(?:call|phone|ring) (?:you|us|the studio)|number please|give you a call|reach (?:you|the team|someone)|get in touch",
    "(?:talk|speak) (?:to|with) (?:you|someone|somebody|a (?:person|human)|the team|sales)",
    "book (?:a )?(?:call|meeting|chat|consultation)|where (?:are you|is your)|are you (?:based|located)|your (?:address|office|studio|location))\\b",
  ].join("|"),
);
/** "Who sees my e-mail address?" is about the visitor's details, not ours. */
const theirDetails = /\b(?:my|our|their|his|her|members'?|people'?s) (?:e-?mail|phone)(?: address| number)?\b/g;
const followUp = /^(?:and|also|what about|how about|tell me more|more|go on|same for|what else|anything else|why|how so|details?|more details|elaborate)\b/;

/** Lower case, plain letters, shorthand written out. */
export function normalize(text: string): string {
  return expandShorthand(
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[^a-z0-9'£$€@.&/\s-]/g, " ")
      .replace(/\s+/g, " ")
      .replace(/[\s.]+$/, "")
      .trim(),
  );
}

/** Short follow-ups ("and for mobile?", "tell me more") are searched together with the last question. */
function withContext(said: string, history: readonly Turn[]): { text: string; seen: Set<string> } {
  const previous = history.findLast((turn) => turn.role === "user")?.content;
  const ownTerms = searchTerms(said).length;
  if (!previous || (ownTerms > 0 && !followUp.test(said))) return { text: said, seen: new Set() };
  // "Tell me more" brings nothing new to search for, so it moves on to pages not linked yet.
  const lastAnswer = history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  const linked = ownTerms === 0 ? [...lastAnswer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => pagePath(match[1] ?? "")) : [];
  return { text: `${said} ${normalize(previous)}`, seen: new Set(linked) };
}

/** A question about one opening (its pay, its office days) is answered from that opening's page, not with the list. */
function namesAnOpening(said: string): boolean {
  return getJobs().some((job) => searchTerms(job.title).some((word) => word.length > 3 && !/^(?:senior|engineer)$/.test(word) && said.includes(word)));
}

function intentOf(question: string, said: string): Intent {
  if (greeting.test(said)) return "greeting";
  if (thanks.test(said) && !question.includes("?") && said.split(" ").length <= 8) return "thanks";
  // "I want to join your team" asks for a job, not a person; "can I talk to someone about pricing?" is answered, with the team offered.
  if (!careers.test(said) && asksForPerson(said) && asksOnlyForPerson(said)) return "person";
  if (contact.test(said.replace(theirDetails, "")) && !/\bworkshops?\b|\bvisit\b/.test(said)) return "contact";
  if (careers.test(said) && !offeredJob.test(said) && !namesAnOpening(said) && !aboutAnOpening.test(said)) return "openings";
  return "question";
}

/** The pages of one thing each, whose questions may point at it. */
const thingPage = /^\/(?:career|projectdetail|services|readarticle|industry)\/[^/]+$/;

/**
 * Whether a question points at something it does not name: a demonstrative or a third person's pronoun
 * ("this one", "that role", "their app", "is it remote"), or "the" before the kind of thing a page is
 * ("the role"), read from the words' parts of speech.
 */
function points(question: string): boolean {
  const tokens = tokensOf(question);
  return tokens.some(
    (token, index) =>
      (token.pos === "DET" && demonstratives.has(token.word)) ||
      (token.pos === "PRON" && (demonstratives.has(token.word) || thirdPerson.has(token.word))) ||
      (token.lemma === "the" && pageKinds.has(tokens[index + 1]?.lemma ?? "")),
  );
}
/** English's demonstratives and third-person pronouns: the words that point. */
const demonstratives = new Set(["this", "that", "these", "those"]);
const thirdPerson = new Set(["it", "its", "they", "them", "their", "theirs"]);
/** The kinds of thing a page of the site is about, as a visitor names them after "the". */
const pageKinds = new Set([
  "role",
  "job",
  "position",
  "opening",
  "vacancy",
  "project",
  "app",
  "client",
  "company",
  "service",
  "article",
  "post",
  "industry",
  "sector",
  "case",
  "study",
]);

/** The page a question is about, when it is asked from one thing's page and points at it or names nothing else. */
function contextOf(question: string, namesAnything: boolean, page: string | undefined): string | undefined {
  if (!page) return undefined;
  const path = pagePath(page).replace(/\/$/, "");
  if (!thingPage.test(path)) return undefined;
  return points(question) || !namesAnything ? path : undefined;
}

/** The question as read, all but its query, which the search reads from it (`withQuery` in lib/assistant/retrieval/search.ts). */
export function readQuestion(question: string, history: readonly Turn[] = [], page?: string): Omit<Reading, "query"> {
  const said = normalize(question);
  const { text, seen } = withContext(said, history);
  const asked = askedIn(said);
  const named = namedIn(said);
  const context = contextOf(question, named.anything, page);
  const intent = intentOf(question, said);
  return {
    question,
    said,
    // On an opening's page, "is this job remote?" is about that opening, not a request for the list.
    intent: intent === "openings" && context?.startsWith("/career/") ? "question" : intent,
    text,
    seen,
    asked,
    yesNo: /^(?:do|does|did|can|could|will|would|is|are|have|has|should)\b/.test(said),
    aboutWork: (careers.test(said) && !offeredJob.test(said)) || /\b(?:roles?|vacanc(?:y|ies)|salary|apply|experience do i need|on[- ]call)\b/.test(said),
    ...(page ? { page } : {}),
    ...(context ? { context } : {}),
    named: named.pages,
    wantsPerson: intent !== "person" && !careers.test(said) && asksForPerson(said),
  };
}
