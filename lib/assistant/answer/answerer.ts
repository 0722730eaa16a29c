import { getArticle, getAbout, getIndustry, getJob, getJobs, getProject, getService } from "@/lib/content";
import { salaryText } from "@/lib/content/salary";
import { companyProfile, telHref } from "@/lib/content/company";
import type { Passage } from "../retrieval/corpus";
import { answerFacts, type StatedFact } from "./facts";
import type { SubjectKind } from "../reading/names";
import { pagePath, readQuestion, type Reading, type Turn } from "../reading/question";
import type { FactKind } from "../reading/vocabulary";
import { asksSameQuestion, namesSomething, rankSentences, sentencesOfPassage, strangeness, termWeight, withQuery, type RankedHit } from "../retrieval/search";
import { evidence } from "../reading/fact-kinds";
import { priorFor, rank, shortlisted, shortlistPages, type PageHit, type Ranking } from "../retrieval/ranking";
import { kindOf, offersTeam, type AnswerKind, type Shape } from "./shapes";
import type { TaughtMatch } from "./taught";

export type Source = { title: string; url: string };
/** `facts`: the kinds of typed fact the answer states, and what each is about. */
export type BuiltInAnswer = {
  shape: Shape;
  text: string;
  sources: Source[];
  facts?: { kind: FactKind; about: SubjectKind }[];
  stated?: readonly StatedFact[];
  /** The taught answer given, when the answer is one. */
  taught?: { id: string };
  /** Offers the team whatever its kind: the visitor asked for a person as well. */
  offer?: true;
};

/** A further page of a confident answer must score this share of the first and contain most of the question's terms. */
const secondary = { share: 0.35, matched: 0.6 };
const maxPoints = 3;
const goodbye = /\b(?:bye|goodbye|see (?:you|ya))\b/;

const link = (label: string, url: string) => `[${label.replace(/[[\]]/g, "")}](${url})`;
const shorten = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,;:]+$/, "")}…`;
};

const pages: Record<string, [label: string, title: string]> = {
  services: ["services", "Services"],
  ourexpertise: ["expertise", "Proficiency"],
  industry: ["industry", "Industries"],
  portfolio: ["portfolio", "Portfolio"],
  projectdetail: ["case study", "Portfolio"],
  blog: ["blog", "Blog"],
  readarticle: ["article", "Blog"],
  career: ["careers", "Career"],
  about: ["about us", "About us"],
  community: ["community", "Community"],
  contact: ["contact", "Contact"],
  dashboard: ["member help", "Member dashboard"],
  faq: ["FAQ", "Questions before you hire us"],
  privacypolicy: ["privacy policy", "Privacy policy"],
  termsofuse: ["terms of use", "Terms of use"],
};

function projectTitle(id: string): string | undefined {
  const project = getProject(id);
  return project && `${project.client}: ${project.title}`;
}

/** The short label of a link inside a point, and the page's title for the "Read more" line. */
function describePage(url: string): { label: string; title: string } {
  const [section = "", id = ""] = pagePath(url).split("/").filter(Boolean);
  const [label, title] = pages[section] ?? ["page", "Page"];
  const fragment = url.split("#")[1] ?? "";
  const named =
    section === "services"
      ? getService(id)?.title
      : section === "readarticle"
        ? getArticle(id)?.title
        : section === "projectdetail"
          ? projectTitle(id)
          : section === "industry"
            ? getIndustry(id)?.name
            : section === "career"
              ? getJob(fragment)?.title
              : undefined;
  return { label: section === "services" && id ? "service" : label, title: shorten(named ?? title, 70) };
}

const opened = (text: string) => (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0);

/** A list's later items are split off as sentences of their own, starting in lower case. */
const isListItem = (sentence: string) => /^[a-z]/.test(sentence);

/** The words that introduce the list an item belongs to ("Custom Software includes", "you bring:"). */
function leadIn(sentences: readonly string[], index: number): string | undefined {
  for (let position = index - 1; position >= 0; position -= 1) {
    const sentence = sentences[position] ?? "";
    if (!sentence.endsWith(";")) return undefined;
    const lead = sentence.match(/^(.*?(?:\bincludes\b|:))\s/)?.[1];
    if (lead) return lead;
  }
  return undefined;
}

/** The most an answer's sentences run to, in characters. */
const sentenceBudget = 450;

/** The sentences of the given passages that best match the question, best first: weighed by their passage's rank and prior, and raised when they hold the kind of fact asked for. */
function scoredSentences(reading: Reading, hits: readonly RankedHit[], prior: (passage: Passage) => number) {
  const [top] = hits;
  if (!top) return [];
  const leading = hits.slice(0, 10).filter((hit) => hit.score >= top.score * 0.15);
  const rank = new Map(leading.map((hit) => [hit.id, hit.score / top.score]));
  const found = rankSentences(reading.query, new Set(rank.keys()), 40);
  // The fact asked for may sit in a sentence of a matching passage that shares no word with the question
  // ("how long before you send it?": "We reply within one month."): such sentences are weighed at a share
  // of their passage's best sentence.
  const holding =
    reading.asked === "any"
      ? []
      : leading.flatMap((hit) => {
          const best = found.find((sentence) => sentence.passageId === hit.id);
          if (!best) return [];
          return sentencesOfPassage(hit.text).flatMap((text, index) =>
            evidence[reading.asked].test(text) && !found.some((sentence) => sentence.passageId === hit.id && sentence.index === index)
              ? [{ passageId: hit.id, index, text, score: best.score * 0.4 }]
              : [],
          );
        });
  return [...found, ...holding]
    .map((sentence) => {
      const passage = leading.find((hit) => hit.id === sentence.passageId);
      const holdsFact = reading.asked !== "any" && evidence[reading.asked].test(sentence.text);
      return {
        ...sentence,
        passage,
        total: sentence.score * (0.2 + 0.8 * (rank.get(sentence.passageId) ?? 0)) * (holdsFact ? 2.5 : 1) * (passage ? prior(passage) : 1),
      };
    })
    .sort((a, b) => b.total - a.total || a.index - b.index);
}

/**
 * One to three sentences from one page that answer: the sentence that best matches the question, with
 * the next best of the same passage, or the sentence after it when it is short.
 */
function answerFromSentences(reading: Reading, hits: readonly RankedHit[], prior: (passage: Passage) => number): { text: string; from?: RankedHit } {
  const found = scoredSentences(reading, hits, prior);
  const best = found[0];
  const from = best?.passage;
  if (!best || !from) return { text: "" };
  const all = sentencesOfPassage(from.text);
  const chosen = [{ index: best.index, text: best.text }];
  const length = () => chosen.reduce((sum, sentence) => sum + sentence.text.length + 1, 0);
  const share = 0.3;
  const most = 3;
  for (const sentence of found) {
    if (chosen.length >= most) break;
    if (sentence === best || sentence.passageId !== best.passageId || sentence.total < best.total * share) continue;
    if (chosen.some((other) => other.index === sentence.index) || length() + sentence.text.length > sentenceBudget) continue;
    chosen.push({ index: sentence.index, text: sentence.text });
  }
  const second = chosen[1];
  const next = all[best.index + 1];
  if (!second && next && best.text.length < 110 && best.text.length + next.length <= sentenceBudget) chosen.push({ index: best.index + 1, text: next });
  // "Do you…?" is answered yes or no first, when the passage says which, then with what shows it.
  const [opening = ""] = all;
  const lead = from.title.endsWith("?") && opening.length <= 120;
  if (best.index > 0 && (lead || (reading.yesNo && /^(?:yes|no|we do|we don't|not)\b/i.test(opening) && opening.length <= 60))) {
    chosen.splice(0, chosen.length, { index: 0, text: opening }, ...chosen.filter((sentence) => sentence.index !== 0).slice(0, 2));
  }
  const ordered = chosen.sort((a, b) => a.index - b.index);
  const text = ordered
    .map((sentence, position) => {
      const item = isListItem(sentence.text);
      const nextChosen = ordered[position + 1];
      const continued = nextChosen !== undefined && nextChosen.index === sentence.index + 1 && isListItem(nextChosen.text);
      const own = sentence.text.replace(/[.;]+$/, continued ? ";" : ".");
      // An item quoted without the items before it is read with its list's lead-in.
      const follows = ordered[position - 1]?.index === sentence.index - 1;
      return item && !follows ? `${leadIn(all, sentence.index) ?? ""} ${own}`.trim() : own;
    })
    .join(" ");
  const whole = /[.!?”]$/.test(text) ? text : `${text}.`;
  const closed = opened(whole) ? `${whole}”` : whole;
  return { text: ordered[0]?.index === 0 ? withItsQuestion(reading, from, opening, closed) : closed, from };
}

/** An FAQ's opening this short ("Yes.", "We prefer to.") says nothing without the question it answers. */
const bareOpening = { most: 40 } as const;

/**
 * An answer that starts with an FAQ entry's bare opening is given after the entry's question, in bold,
 * unless the visitor asked that very question or the entry is a policy's: "Yes." alone would answer
 * whatever they asked.
 */
function withItsQuestion(reading: Reading, passage: Passage, opening: string, text: string): string {
  // A policy entry answers only a question about what it alone names: its "No." is the visitor's answer.
  if (passage.policy || !passage.title.endsWith("?") || opening.length > bareOpening.most || !text.startsWith(opening.replace(/[.;]+$/, ""))) return text;
  return asksSameQuestion(passage.title, reading.query) ? text : `**${passage.title}** ${text}`;
}

/** Up to three pages, best first: the first hit's, then others that score close to it and contain most of the question. */
function pickPages(hits: readonly RankedHit[]): RankedHit[] {
  const pages = new Map<string, RankedHit>();
  const [top] = hits;
  for (const hit of hits) {
    if (!top || pages.size >= maxPoints) break;
    const page = pagePath(hit.url);
    if (pages.has(page)) continue;
    if (hit !== top && (hit.score < top.score * secondary.share || hit.matched < secondary.matched)) continue;
    pages.set(page, hit);
  }
  return [...pages.values()];
}

function uniqueSources(sources: readonly Source[]): Source[] {
  return sources.filter((source, index) => sources.findIndex((other) => pagePath(other.url) === pagePath(source.url)) === index);
}

/** The answer, then its pages once each, most relevant first, as links titled by what they are. */
function compose(text: string, hits: readonly RankedHit[]): { text: string; sources: Source[] } {
  const sources = uniqueSources(hits.map((hit) => ({ title: describePage(hit.url).title, url: hit.url })));
  const links = sources.length ? `Read more: ${sources.map((source) => link(source.title, source.url)).join(" · ")}` : "";
  return { text: [text, links].filter(Boolean).join("\n\n"), sources };
}

const contactSource: Source = { title: "Contact", url: "/contact" };

function greet(): BuiltInAnswer {
  const text = [
    `Hello! I'm the ${companyProfile.name} assistant. I can help you with:`,
    [
      `- our ${link("services", "/services")} and how an engagement runs`,
      `- ${link("case studies", "/portfolio")} of products we have built`,
      `- ${link("open positions", "/career")} if you would like to join us`,
      `- ${link("getting in touch", "/contact")} about your project`,
    ].join("\n"),
    "What would you like to know?",
  ].join("\n\n");
  const sources = [{ title: "Services", url: "/services" }, { title: "Portfolio", url: "/portfolio" }, { title: "Career", url: "/career" }, contactSource];
  return { shape: "greeting", text, sources };
}

function thank(farewell: boolean): BuiltInAnswer {
  const text = farewell
    ? `Thanks for visiting, and goodbye! If a project comes up, ${link("get in touch", "/contact")}.`
    : `You're welcome! Ask me anything else, or ${link("get in touch", "/contact")} to talk to the team.`;
  return { shape: "thanks", text, sources: [contactSource] };
}

function reachUs(): BuiltInAnswer {
  const { email, phone, address } = companyProfile;
  const text = [
    "You can reach us by:",
    [
      `- **E-mail:** ${link(email, `mailto:${email}`)}`,
      `- **Phone:** ${link(phone, telHref(phone))} (${companyProfile.contact.phoneHours})`,
      `- **Studio:** ${address}`,
    ].join("\n"),
    `Or use the ${link("contact form", "/contact")}: ${companyProfile.contact.replies}.`,
  ].join("\n\n");
  return { shape: "contact", text, sources: [contactSource] };
}

function listOpenings(): BuiltInAnswer {
  const jobs = getJobs();
  const careerPage: Source = { title: "Career", url: "/career" };
  if (jobs.length === 0) {
    const text = `We have no open positions right now. New roles appear on our ${link("Career page", "/career")}.`;
    return { shape: "openings", text, sources: [careerPage] };
  }
  const list = jobs.map((job) => `- ${link(job.title, `/career/${job.id}`)}: ${job.location}, ${job.type.toLowerCase()}, ${salaryText(job)}`);
  const text = [
    `We are hiring for ${jobs.length === 1 ? "one role" : `${jobs.length} roles`}:`,
    list.join("\n"),
    `Each role on the ${link("Career page", "/career")} lists what you would do and what you bring, with a button to apply.`,
  ].join("\n\n");
  return { shape: "openings", text, sources: [...jobs.map((job) => ({ title: job.title, url: `/career/${job.id}` })), careerPage] };
}

/**
 * What the answerer cannot settle from the site is said plainly: it is not sure, and will not guess. It
 * never says the site does not cover the question (the site may, in words it did not find); it offers
 * the team instead, and the ways to write to us.
 */
function notSure(): BuiltInAnswer {
  const { email } = companyProfile;
  const text = `I'm not sure, and I'd rather not guess. The team can answer it: send them your question here, or write to ${link(email, `mailto:${email}`)} or through the ${link("contact page", "/contact")}, and ${companyProfile.contact.replies}.`;
  return { shape: "admission", text, sources: [contactSource] };
}

/** The visitor asks for a person: the team, through the form the widget opens, or our details. */
function offerPerson(): BuiltInAnswer {
  const { email, phone } = companyProfile;
  const text = [
    `Of course. Send your question to the team here, and ${companyProfile.contact.replies}.`,
    `Or reach us yourself: ${link(email, `mailto:${email}`)}, ${link(phone, telHref(phone))} (${companyProfile.contact.phoneHours}), or the ${link("contact page", "/contact")}.`,
  ].join("\n\n");
  return { shape: "person", text, sources: [contactSource] };
}

/** An answer the team wrote for this question, said to be theirs, with the pages it links. */
function taughtAnswer({ answer }: TaughtMatch): BuiltInAnswer {
  const sources = uniqueSources([...answer.answer.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)].map((match) => ({ title: match[1] ?? "", url: match[2] ?? "/" })));
  return { shape: "taught", text: `${answer.answer}\n\n*From the ${companyProfile.name} team.*`, sources, taught: { id: answer.id } };
}

/** One page clearly answers: one to three of its sentences, then its page and any close to it. */
function confidentAnswer(reading: Reading, ranking: Ranking, [first]: readonly PageHit[]): BuiltInAnswer {
  const prior = priorFor(reading);
  const { text, from } = answerFromSentences(reading, first?.passages ?? [], prior);
  if (!text || !from) return notSure();
  // A sentence without the kind of fact asked for ("how big is the client?": a sentence about what was
  // built) does not answer it: the closest pages are offered instead.
  if (!from.policy && !evidence[reading.asked].test(text)) return shortlistAnswer(reading, ranking);
  return { shape: from.policy ? "policy" : "confident", ...compose(text, pickPages([from, ...ranking.hits.filter((hit) => hit !== from)])) };
}

/** The sentence of a page that best answers the question, read with its list's lead-in when it is an item. */
function bestSentence(reading: Reading, page: PageHit, prior: (passage: Passage) => number): string | undefined {
  const [best] = scoredSentences(reading, page.passages, prior);
  const passage = best?.passage ?? page.best;
  const all = sentencesOfPassage(passage.text);
  // An FAQ entry opens with its short answer; a bare "Yes." or "You do." is read with the sentence that shows it.
  const [opening] = all;
  // Its opening answers the kind of fact asked for, or the visitor asked the entry's own question.
  const faqOpening =
    passage.title.endsWith("?") &&
    opening !== undefined &&
    opening.length <= 160 &&
    (reading.asked === "any" || evidence[reading.asked].test(opening) || asksSameQuestion(passage.title, reading.query));
  const openingAndBest = faqOpening && best !== undefined && best.index !== 0 && best.passageId === passage.id && opening.length + best.text.length <= 300;
  const sentence = openingAndBest ? `${opening} ${best.text}` : faqOpening ? opening : (best?.text ?? opening);
  if (!sentence) return undefined;
  const own = sentence.replace(/[;,:]+$/, ".");
  const whole = isListItem(own) && !faqOpening ? `${leadIn(all, best?.index ?? 0) ?? ""} ${own}`.trim() : own;
  const ended = /[.!?”]$/.test(whole) ? whole : `${whole}.`;
  const closed = opened(ended) ? `${ended}”` : ended;
  return faqOpening ? withItsQuestion(reading, passage, opening, closed) : closed;
}

/**
 * The visitor's own words the content never uses that name something (strange enough in everyday English:
 * "visa", "wordpress", "manchester", not "totally" or "realise"), as they wrote them, quoted.
 */
function unfamiliarIn(reading: Reading, terms: readonly string[]): string {
  const naming = terms.filter(namesSomething);
  if (naming.length === 0) return "";
  const written = (term: string) =>
    reading.question.match(new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu"))?.[0] ?? term;
  const quoted = naming.slice(0, 3).map((term) => `“${written(term)}”`);
  return quoted.length < 2 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}

/** Pages share a question's subject when the best of them covers at least this share of it, or any of its telling words. */
const subjectShared = { coverage: 0.5 } as const;

/** A word that tells what a question is about: not an everyday one ("build", "team"), as SUBTLEX counts them. */
const telling = (term: string) => strangeness(term) >= 0.5 || namesSomething(term);

/** The ranking is not sure: the closest pages, each with its one most relevant sentence. */
function shortlistAnswer(reading: Reading, ranking: Ranking): BuiltInAnswer {
  const prior = priorFor(reading);
  const pages = shortlisted(ranking);
  const [first] = pages;
  // Closest pages only when they share the question's own subject: when the question's weightiest word
  // names a thing the site never mentions ("monzo"), and the pages match less than half of the question
  // and none of its telling words, the site does not answer it.
  const heaviest = [...reading.query.terms].sort((a, b) => termWeight(b) - termWeight(a))[0];
  const offTopic =
    heaviest !== undefined && ranking.unfamiliar.includes(heaviest) && namesSomething(heaviest) && (first?.best.coverage ?? 0) < subjectShared.coverage;
  if (offTopic && !pages.some((page) => page.best.covered.some(telling))) return notSure();
  const items = pages.flatMap((page) => {
    const sentence = bestSentence(reading, page, prior);
    return sentence ? [{ page, sentence, source: { title: describePage(page.best.url).title, url: page.best.url } }] : [];
  });
  if (items.length === 0) return notSure();
  const list = items.map(({ source, sentence }) => `- ${link(source.title, source.url)}: ${sentence}`).join("\n");
  const named = unfamiliarIn(reading, ranking.unfamiliar);
  const intro = named
    ? `Our site doesn't mention ${named}, but these pages come closest:`
    : ranking.unfamiliar.length
      ? "These pages come closest:"
      : "These pages cover it:";
  return { shape: "shortlist", text: `${intro}\n\n${list}`, sources: items.map((item) => item.source) };
}

/** The typed facts asked for: one stated with its page, or two or three things that fit, one line each. */
function factAnswer(all: readonly StatedFact[]): BuiltInAnswer {
  const sources = uniqueSources(all.map((fact) => ({ title: fact.title, url: fact.url })));
  // A fact with no text of its own is a further page that states the same figure.
  const facts = all.filter((fact) => fact.text);
  const [only] = facts;
  const more = `Read more: ${sources.map((source) => link(source.title, source.url)).join(" · ")}`;
  const text =
    facts.length === 1 && only
      ? `${only.text}\n\n${more}`
      : `It depends on which you mean:\n${facts.map((fact) => `- ${link(fact.title, fact.url)}: ${fact.text}`).join("\n")}\n\n${more}`;
  return { shape: "confident", text, sources, facts: facts.map(({ kind, about }) => ({ kind, about })), stated: all };
}

/** The answer for a reading and its ranking, from the site's own content (and what the team taught), with no model. */
export function composeBuiltIn(reading: Reading, ranking: Ranking, taught: readonly TaughtMatch[] = []): BuiltInAnswer {
  const answer = answerFor(reading, ranking, taught);
  // Asked for a person as well ("can I talk to someone about pricing?"): answered, and the team offered.
  if (reading.wantsPerson) return { ...answer, text: `${answer.text}\n\n${personOffer}`, offer: true };
  // Pages are not a stated fact: the answer says the team can take the question further.
  return answer.shape === "shortlist" || answer.shape === "openings" ? { ...answer, text: `${answer.text}\n\n${teamOffer}` } : answer;
}

/** What an answer to a visitor who also asked for a person ends with. */
const personOffer = "And to talk it over with a person, I can send your question to the team.";

/** What every answer that is not a stated fact ends with (the not-sure and person answers say it their own way). */
export const teamOffer = "Not what you were looking for? I can send your question to the team.";

/** What an answer did for the visitor, and whether it offers the team. */
export function kindOfAnswer(answer: Pick<BuiltInAnswer, "shape" | "offer">): { kind: AnswerKind; offer: boolean } {
  const kind = kindOf(answer.shape);
  return { kind, offer: answer.offer ?? offersTeam(kind) };
}

function answerFor(reading: Reading, ranking: Ranking, taught: readonly TaughtMatch[]): BuiltInAnswer {
  if (reading.intent === "person") return offerPerson();
  const [best] = taught;
  if (best && (reading.intent === "question" || reading.intent === "openings")) return taughtAnswer(best);
  if (reading.intent === "question" || reading.intent === "openings") {
    const facts = answerFacts(reading.said, reading.asked, reading.context ?? reading.page, reading.context !== undefined);
    if (facts) return factAnswer(facts);
  }
  switch (reading.intent) {
    case "greeting":
      return greet();
    case "thanks":
      return thank(goodbye.test(reading.said));
    case "contact":
      return reachUs();
    case "openings":
      // The list answers a question about working here, as the ranking finds it ("a fixed-scope job" is a
      // client's project); "Do you sponsor visas for the Bristol jobs?" names a thing the site never mentions.
      if (ranking.pages.length === 0 || (ranking.pages.slice(0, 3).some((page) => page.page.startsWith("/career")) && ranking.unfamiliar.length === 0))
        return listOpenings();
      return answerQuestion(reading, ranking);
    case "question":
      return answerQuestion(reading, ranking);
  }
}

/**
 * A policy entry that alone on the site matches a telling word of the question ("shopify", "soc 2",
 * "visa", "manchester") answers it plainly, whatever else ranks near it.
 */
function policyFor(ranking: Ranking): PageHit | undefined {
  const [first] = ranking.pages;
  // Ahead of everything else although policy entries weigh half: it is what the question asks.
  if (first?.best.policy) return first;
  const elsewhere = new Set(ranking.hits.filter((hit) => !hit.policy).flatMap((hit) => hit.covered));
  return ranking.pages
    .slice(0, shortlistPages.most + 2)
    .find((page) => page.best.policy && page.best.covered.some((term) => telling(term) && !elsewhere.has(term)));
}

function answerQuestion(reading: Reading, ranking: Ranking): BuiltInAnswer {
  const policy = ranking.confidence === "none" ? undefined : policyFor(ranking);
  if (policy) return confidentAnswer(reading, ranking, [policy]);
  switch (ranking.confidence) {
    case "none":
      return notSure();
    case "confident":
    case "shortlist": {
      const answer = ranking.confidence === "confident" ? confidentAnswer(reading, ranking, ranking.pages) : shortlistAnswer(reading, ranking);
      return settlesWhoOrNumber(reading, answer.text) ? answer : notSure();
    }
  }
}

/** "Who is your…?" is answered by a person's name, "What is your … number?" by the number; an answer without one does not settle it. */
function settlesWhoOrNumber(reading: Reading, text: string): boolean {
  if (/^who (?:is|are) (?:your|the)\b/.test(reading.said)) return getAbout().team.some((person) => text.includes(person.name));
  if (/^what is (?:your|the) [\w ]*\bnumber\b/.test(reading.said)) return /\d{5,}|\d{3,} \d{3,}/.test(text);
  return true;
}

/** Answers from the site's own content, with no model: deterministic, and every fact from a passage or the company's facts. */
export function answerBuiltIn(question: string, history: readonly Turn[] = [], page?: string): BuiltInAnswer {
  const reading = withQuery(readQuestion(question, history, page));
  return composeBuiltIn(reading, rank(reading));
}
