import { getArticle, getIndustry, getJob, getJobs, getProject, getService } from "@/lib/content";
import { salaryText } from "@/lib/content/salary";
import { companyProfile, telHref } from "@/lib/site/company";
import { rankPassages, searchTerms, type RankedHit } from "./search";

export type Intent = "greeting" | "thanks" | "contact" | "pricing" | "careers" | "answer" | "unknown";
export type Source = { title: string; url: string };
export type BuiltInAnswer = { intent: Intent; text: string; sources: Source[] };
type Turn = { role: "user" | "assistant"; content: string };

/**
 * The best hit must cover this share of the question's terms (see RankedHit) and reach this score.
 * Calibrated on the questions in answerer.test.ts: coverage moves in steps, and the questions the
 * site answers reach 0.625 or more (four terms, one unknown), the off-topic ones 0.5 at most ("who won
 * the world cup": one word matches, one is unknown). The score floor only stops a lone fuzzy
 * near-miss: the weakest real match, the misspelt "wheres your offce", scores 7.
 */
export const answerThreshold = { coverage: 0.6, score: 3 } as const;
/** A further point must score this share of the first and contain most of the question's terms. */
const secondary = { share: 0.5, matched: 0.6 };
const maxPoints = 3;
/** Characters of passage text in an answer, shared between its points. */
const textBudget = 600;

const name = companyProfile.name.toLowerCase();
const greeting = /^(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day))(?: there| team| all| everyone)?(?: how are you(?: doing)?)?$/;
const thanks = /^(?:thanks?|thank you|thx|ty|cheers|bye|goodbye|good ?bye|see (?:you|ya)|that'?s (?:all|great|helpful|perfect)|great|perfect|ok(?:ay)? thanks?)\b/;
const goodbye = /\b(?:bye|goodbye|see (?:you|ya))\b/;
const careers = new RegExp(
  [
    "\\b(?:jobs?|careers?|hiring|vacanc(?:y|ies)|openings?|open (?:roles?|positions?)|positions?|recruit\\w*|internships?|salar(?:y|ies)",
    `(?<!(?:people|many|who|staff|engineers|designers) )work(?:ing)? (?:for|at) (?:you|${name})|join (?:you|your team|the team|${name})`,
    "apply(?:ing)? (?:for|to)|how (?:do i|to|can i) apply)\\b",
  ].join("|"),
);
const pricing = /\b(?:how much|costs?|costing|price[sd]?|pricing|budgets?|quotes?|quotation|rates|day rate|hourly|estimates?|estimating|estimation|fees?|expensive|cheap|afford\w*|charge (?:for|per)|do you charge)\b/;
/** Costs a visitor wants cut are a topic to look up, not a request for our prices. */
const notOurPrices = /\b(?:cloud|hosting|aws|infrastructure|running|performance|bill|billing)\s+(?:costs?|budgets?|spend)\b/;
const contact = new RegExp(
  [
    "^(?:e-?mail|phone)$|\\b(?:contact|phone number|telephone|your (?:phone|number|e-?mail)|by (?:phone|e-?mail)|e-?mail (?:address|you)",
    "call you|give you a call|reach (?:you|the team|someone)|get in touch",
    "(?:talk|speak) (?:to|with) (?:you|someone|somebody|a (?:person|human)|the team|sales)",
    "book (?:a )?(?:call|meeting|chat|consultation)|where (?:are you|is your)|are you (?:based|located)|your (?:address|office|studio|location))\\b",
  ].join("|"),
);
const followUp = /^(?:and|also|what about|how about|tell me more|more|go on|same for|what else|anything else|why|how so|details?|more details|elaborate)\b/;

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'£$€@.\s-]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/[\s.]+$/, "")
    .trim();

const link = (label: string, url: string) => `[${label.replace(/[[\]]/g, "")}](${url})`;
const pagePath = (url: string) => url.split("#")[0] ?? url;
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
    section === "services" ? getService(id)?.title
    : section === "readarticle" ? getArticle(id)?.title
    : section === "projectdetail" ? projectTitle(id)
    : section === "industry" ? getIndustry(id)?.name
    : section === "career" ? getJob(fragment)?.title
    : undefined;
  return { label: section === "services" && id ? "service" : label, title: shorten(named ?? title, 70) };
}

const opened = (text: string) => (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0);

/** Sentences, keeping a quotation whole. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?]["”]?)\s+(?=["“£]?[A-Z0-9])/).reduce<string[]>((sentences, piece) => {
    const last = sentences.at(-1);
    if (last !== undefined && opened(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
    return sentences;
  }, []);
}

/** The passage's sentences richest in matched words, in their own order; an FAQ answer keeps its first. */
function excerpt(hit: RankedHit, budget: number, most = 2): string {
  const matched = new Set(hit.terms);
  const lead = hit.kind === "faq" ? 2 : 1;
  const sentences = sentencesOf(hit.text).map((text, index) => ({
    text,
    index,
    weight: searchTerms(text).filter((term) => matched.has(term)).length + (index === 0 ? lead : 0),
  }));
  const [first, ...rest] = [...sentences].sort((a, b) => b.weight - a.weight || a.index - b.index);
  if (!first) return "";
  // With no other sentence on the question's words, the one that follows adds context if there is room.
  const next = sentences[first.index + 1];
  const second = rest.find((sentence) => sentence.weight >= 1) ?? (next && first.text.length + next.text.length < budget * 0.6 ? next : undefined);
  const chosen = most > 1 && second && first.text.length + second.text.length < budget ? [first, second] : [first];
  const text = shorten(chosen.sort((a, b) => a.index - b.index).map((sentence) => sentence.text).join(" "), budget);
  return opened(text) ? `${text}”` : text;
}

/** Up to three pages, best first, each with its one or two best passages. */
function pickPoints(hits: readonly RankedHit[], skip: ReadonlySet<string> = new Set()): RankedHit[][] {
  const points = new Map<string, RankedHit[]>();
  let top: RankedHit | undefined;
  for (const hit of hits) {
    const page = pagePath(hit.url);
    if (skip.has(page)) continue;
    if (top && (hit.score < top.score * secondary.share || hit.matched < secondary.matched)) continue;
    top ??= hit;
    const point = points.get(page);
    if (point) {
      if (point.length < 2) point.push(hit);
    } else if (points.size < maxPoints) points.set(page, [hit]);
  }
  // A second passage of the same page only helps when that page is the whole answer.
  return points.size === 1 ? [...points.values()] : [...points.values()].map(([hit]) => (hit ? [hit] : []));
}

function describePoint([hit, more]: readonly RankedHit[], budget: number): string {
  if (!hit) return "";
  const question = hit.kind === "faq" ? `**${hit.title}** ` : "";
  const main = excerpt(hit, more ? budget * 0.6 : budget);
  const extra = more ? excerpt(more, budget - main.length, 1) : "";
  const text = extra && !extra.endsWith("…") && !main.includes(extra) ? `${main} ${extra}` : main;
  return `${question}${text} (${link(describePage(hit.url).label, hit.url)})`;
}

function uniqueSources(sources: readonly Source[]): Source[] {
  return sources.filter((source, index) => sources.findIndex((other) => other.url === source.url) === index);
}

function compose(points: readonly RankedHit[][], lead = ""): { text: string; sources: Source[] } {
  const sources = uniqueSources(points.flatMap(([hit]) => (hit ? [{ title: describePage(hit.url).title, url: hit.url }] : [])));
  if (sources.length === 0) return { text: lead, sources };
  const budget = Math.floor(textBudget / points.length);
  const described = points.map((point) => describePoint(point, budget));
  const body = described.length === 1 ? described.join("") : described.map((point) => `- ${point}`).join("\n");
  const more = `Read more: ${sources.map((source) => link(source.title, source.url)).join(" · ")}`;
  return { text: [lead, body, more].filter(Boolean).join("\n\n"), sources };
}

const reply = "a senior engineer will reply within one working day";
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
  const sources = [
    { title: "Services", url: "/services" },
    { title: "Portfolio", url: "/portfolio" },
    { title: "Career", url: "/career" },
    contactSource,
  ];
  return { intent: "greeting", text, sources };
}

function thank(farewell: boolean): BuiltInAnswer {
  const text = farewell
    ? `Thanks for visiting, and goodbye! If a project comes up, ${link("get in touch", "/contact")}.`
    : `You're welcome! Ask me anything else, or ${link("get in touch", "/contact")} to talk to the team.`;
  return { intent: "thanks", text, sources: [contactSource] };
}

function reachUs(): BuiltInAnswer {
  const { email, phone, address } = companyProfile;
  const text = [
    "You can reach us by:",
    [`- **E-mail:** ${link(email, `mailto:${email}`)}`, `- **Phone:** ${link(phone, telHref(phone))}`, `- **Studio:** ${address}`].join("\n"),
    `Or use the ${link("contact form", "/contact")}: ${reply}.`,
  ].join("\n\n");
  return { intent: "contact", text, sources: [contactSource] };
}


function listOpenings(): BuiltInAnswer {
  const jobs = getJobs();
  const careerPage: Source = { title: "Career", url: "/career" };
  if (jobs.length === 0) {
    const text = `We have no open positions right now. New roles appear on our ${link("Career page", "/career")}.`;
    return { intent: "careers", text, sources: [careerPage] };
  }
  const list = jobs.map((job) => `- ${link(job.title, `/career/${job.id}`)}: ${job.location}, ${job.type.toLowerCase()}, ${salaryText(job)}`);
  const text = [
    `We are hiring for ${jobs.length === 1 ? "one role" : `${jobs.length} roles`}:`,
    list.join("\n"),
    `Each role on the ${link("Career page", "/career")} lists what you would do and what you bring, with a button to apply.`,
  ].join("\n\n");
  return { intent: "careers", text, sources: [...jobs.map((job) => ({ title: job.title, url: `/career/${job.id}` })), careerPage] };
}

/** The passages on how we estimate: the same for every pricing question, so found once. */
let estimatingHits: RankedHit[] | undefined;

function quote(query: string): BuiltInAnswer {
  const costs = /£|\bpric|\bcost|\bfees?\b|\brates?\b|\bbudget|\bestimat|\bquot/i;
  const priced = rankPassages(`${query} price cost`, 12).filter((hit) => costs.test(hit.text));
  const first = priced.find((hit) => hit.kind === "faq") ?? priced[0];
  estimatingHits ??= rankPassages("how we estimate projects in ranges", 12);
  const estimating = estimatingHits.find(
    (hit) => hit.kind === "article" && pagePath(hit.url) !== pagePath(first?.url ?? ""),
  );
  const points = [first, estimating].flatMap((hit) => (hit ? [[hit]] : []));
  const lead = "Prices depend on the scope of each project, so the reliable figure is a quote for yours. Here is how we price and estimate:";
  const { text, sources } = compose(points, lead);
  const close = `For a quote, ${link("get in touch", "/contact")} and ${reply}.`;
  return { intent: "pricing", text: `${text}\n\n${close}`, sources: uniqueSources([...sources, contactSource]) };
}

function unknown(): BuiltInAnswer {
  const text = [
    "I couldn't find anything about that on our site, so I'd rather not guess.",
    "I can tell you about our services, case studies, articles, careers and how we work.",
    `For anything else, ${link("get in touch", "/contact")} and ${reply}.`,
  ].join(" ");
  return { intent: "unknown", text, sources: [contactSource] };
}

/** Short follow-ups ("and for mobile?", "tell me more") are searched together with the last question. */
function withContext(question: string, history: readonly Turn[]): { query: string; seen: Set<string> } {
  const previous = history.findLast((turn) => turn.role === "user")?.content;
  const ownTerms = searchTerms(question).length;
  if (!previous || (ownTerms > 0 && !followUp.test(normalize(question)))) return { query: question, seen: new Set() };
  // "Tell me more" brings nothing new to search for, so it moves on to pages not linked yet.
  const lastAnswer = history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  const linked = ownTerms === 0 ? [...lastAnswer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => pagePath(match[1] ?? "")) : [];
  return { query: `${question} ${previous}`, seen: new Set(linked) };
}

/** What to search for: the question, joined by the previous one when it is a short follow-up. Shared with the providers' prompt. */
export function retrievalText(question: string, history: readonly Turn[] = []): string {
  return withContext(question, history).query;
}

/** Answers from the site's own content, with no model: deterministic, and every fact from a passage or the company profile. */
export function answerBuiltIn(question: string, history: readonly { role: "user" | "assistant"; content: string }[] = []): BuiltInAnswer {
  const said = normalize(question);
  if (greeting.test(said)) return greet();
  if (thanks.test(said) && !question.includes("?") && said.split(" ").length <= 8) return thank(goodbye.test(said));
  if (careers.test(said)) return listOpenings();

  const { query, seen } = withContext(question, history);
  if (pricing.test(said) && !notOurPrices.test(said)) return quote(query);
  if (contact.test(said)) return reachUs();

  // Openings answer "careers" questions; elsewhere their technology lists would only crowd out the services.
  const hits = rankPassages(query, 12).filter((hit) => hit.kind !== "opening");
  const best = hits[0];
  if (!best || best.coverage < answerThreshold.coverage || best.score < answerThreshold.score) return unknown();
  const points = pickPoints(hits, seen);
  return points.length ? { intent: "answer", ...compose(points) } : unknown();
}
