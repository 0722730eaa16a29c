import { getArticle, getCompany, getIndustry, getJob, getJobs, getProject, getService } from "@/lib/content";
import { salaryText } from "@/lib/content/salary";
import { companyProfile, phoneHours, telHref } from "@/lib/site/company";
import { askedAbout } from "./asked-about";
import type { Passage } from "./corpus";
import { expandQuery, rankPassages, rankSentences, readQuery, restates, sentencesOfPassage, searchTerms, unknownTerms, type Query, type RankedHit } from "./search";

export type Intent = "greeting" | "thanks" | "contact" | "careers" | "answer" | "unknown";
export type Source = { title: string; url: string };
export type BuiltInAnswer = { intent: Intent; text: string; sources: Source[] };
type Turn = { role: "user" | "assistant"; content: string };

/**
 * The best hit must cover this share of the question's terms (see RankedHit) and reach this score.
 * Subjects the content never names are admitted earlier, by the checks for unknown words; this floor
 * stops what gets past them on a lone near-miss: "do you sell shoes?" finds only a fuzzy match that
 * covers none of its words as written (coverage 0, score 8).
 */
export const answerThreshold = { coverage: 0.3, score: 3 } as const;
/** A further point must score this share of the first and contain most of the question's terms. */
const secondary = { share: 0.35, matched: 0.6 };
const maxPoints = 3;

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
const contact = new RegExp(
  [
    "^(?:e-?mail|phone)$|\\b(?:contact (?:you|details|info|information|number|the team)|how (?:do|can) (?:i|we) contact|phone number|telephone|your (?:phone|number|e-?mail)|by (?:phone|e-?mail)|e-?mail (?:address|you)",
    "(?:call|phone|ring) (?:you|us|the studio)|number please|give you a call|reach (?:you|the team|someone)|get in touch",
    "(?:talk|speak) (?:to|with) (?:you|someone|somebody|a (?:person|human)|the team|sales)",
    "book (?:a )?(?:call|meeting|chat|consultation)|where (?:are you|is your)|are you (?:based|located)|your (?:address|office|studio|location))\\b",
  ].join("|"),
);
const followUp = /^(?:and|also|what about|how about|tell me more|more|go on|same for|what else|anything else|why|how so|details?|more details|elaborate)\b/;

/** Chat shorthand and common misspellings, as the content would spell them. */
const shorthand: [RegExp, string][] = [
  [/\br u\b/g, "are you"],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  [/\by'?all\b/g, "you"],
  [/\b(?:wat|wot|wht)\b/g, "what"],
  [/\bwhats\b/g, "what is"],
  [/\bwheres\b/g, "where is"],
  [/\bhows\b/g, "how is"],
  [/\bdose\b/g, "does"],
  [/\b(?:til|till)\b/g, "until"],
  [/\b(?:pls|plz)\b/g, "please"],
  [/\bppl\b/g, "people"],
  [/\bnotifs?\b/g, "notifications"],
  [/\byrs?\b/g, "years"],
  [/\basap\b/g, "as soon as possible"],
  [/\bapprox\b/g, "approximately"],
  [/\bgovt\b/g, "government"],
  [/\bmgmt\b/g, "management"],
  [/\breqs\b/g, "requirements"],
  [/\bconvos?\b/g, "conversation"],
  [/\bmsgs?\b/g, "messages"],
  [/\bpics?\b/g, "photos"],
  [/\bdeets\b/g, "details"],
  [/\blibs\b/g, "libraries"],
  [/\btypos?\b/g, "mistake"],
  [/\bops\b/g, "operations"],
  [/\btime ?frames?\b/g, "timeline"],
  [/\bmin\b/g, "minimum"],
  [/\bmax\b/g, "maximum"],
  [/\bthx\b/g, "thanks"],
  // A job a client offers is a project, not a vacancy ("would you take on a design-only job").
  [/\b((?:take on|do|quote for|price up|handle|pick up|help (?:us )?with) (?:a|an|the|this|our|my|that)(?: [\w-]+){0,3}) jobs?\b/g, "$1 project"],
  [/\b(?:do|does|is|are|can|won|did|have)nt\b/g, "$1 not"],
  [/\bcant\b/g, "cannot"],
  [/\bim\b/g, "i am"],
  [/\b(you|they)ll\b/g, "$1 will"],
  [/\b(you|we|they)ve\b/g, "$1 have"],
  [/\b(you|they)re\b/g, "$1 are"],
  [/\bive\b/g, "i have"],
  [/\bwere\b(?= (?:a|an|in|based|looking|building)\b)/g, "we are"],
  [/\bapp'?s\b/g, "apps"],
  // An advert for a job is not a question about working here.
  [/\bjob (?:ads?|adverts?|posts?|postings?)\b/g, "adverts"],
  [/\bu\.?k\.?\b/g, "uk"],
];

const normalize = (text: string) =>
  shorthand.reduce(
    (said, [pattern, replacement]) => said.replace(pattern, replacement),
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[^a-z0-9'£$€@.\s-]/g, " ")
      .replace(/\s+/g, " ")
      .replace(/[\s.]+$/, "")
      .trim(),
  );

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
    section === "services" ? getService(id)?.title
    : section === "readarticle" ? getArticle(id)?.title
    : section === "projectdetail" ? projectTitle(id)
    : section === "industry" ? getIndustry(id)?.name
    : section === "career" ? getJob(fragment)?.title
    : undefined;
  return { label: section === "services" && id ? "service" : label, title: shorten(named ?? title, 70) };
}

const opened = (text: string) => (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0);


/** What kind of fact a question asks for, and how a sentence shows it holds one. */
type Asked = "duration" | "price" | "place" | "person" | "count" | "frequency" | "any";
const asking: [Asked, RegExp][] = [
  ["duration", /\bhow much (?:faster|quicker|slower|sooner|longer)\b|\bhow much experience\b|\bhow many years\b|\bhow much (?:of )?(?:our|my) (?:own )?time\b|\bnet \d+\b|\bdays to pay\b/],
  ["price", /\bhow much\b|\bcosts?\b|\bprices?\b|\bpricing\b|\bbudget\b|\bcharged?\b|\bearn\b|\bpays?\b|\bsalary\b|\bfees?\b|\brates?\b|\bdeposit\b/],
  ["duration", /\bhow long\b|\bhow soon\b|\bhow quickly\b|\bhow fast\b|\bwhen\b|\bhow many (?:days|weeks|months|hours)\b|\btimeline\b/],
  ["frequency", /\bhow often\b|\bhow frequently\b/],
  ["count", /\bhow many\b|\bhow big\b|\bmaximum\b|\bminimum\b|\blimits?\b|\blength\b/],
  ["place", /\bwhere\b|\baddress\b|\blocated\b|\bbased\b/],
  ["person", /\bwho\b/],
];
const number = "(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|a|an|half a)";
const evidence: Record<Asked, RegExp> = {
  duration: new RegExp(`\\b${number}(?:\\s*(?:to|-|–|or)\\s*${number}| or more)?[- ](?:working[- ])?(?:minutes?|hours?|days?|weeks?|months?|years?|seconds?)\\b`, "i"),
  price: /£\s?\d|\d\s?%|\bper cent\b/i,
  place: /\bBristol\b|\bSquare\b|\bstudio\b|\bremote/i,
  person: /\b[A-Z][a-z]+ [A-Z][a-z]+\b/,
  count: /\b(?!(?:19|20)\d\d\b)\d[\d,.]*\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|every|daily|weekly|monthly|fortnightly)\b/i,
  frequency: /\bevery (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|other|day|week|month|fortnight|sprint|weekday|quarter|year)\b|\b(?:daily|weekly|monthly|fortnightly|quarterly|yearly|annually|hourly|nightly)\b|\b(?:once|twice|\w+ times) (?:a|per|each)\b|\b(?:each|per) (?:day|week|month|fortnight|sprint|quarter|year|second|minute|hour)\b/i,
  any: /./,
};

function askedFor(said: string): Asked {
  return asking.find(([, pattern]) => pattern.test(said))?.[0] ?? "any";
}

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

/**
 * One to three sentences that answer: the sentence that best matches the question among the leading
 * passages (weighed by its passage's rank and by the passage's prior, and raised when it holds the kind
 * of fact asked for), with the next best of the same passage, or the sentence after it when it is short.
 */
function answerFromSentences(query: Query, hits: readonly RankedHit[], asked: Asked, yesNo: boolean, prior: (passage: Passage) => number): { text: string; from?: RankedHit } {
  const [top] = hits;
  if (!top) return { text: "" };
  const leading = hits.slice(0, 10).filter((hit) => hit.score >= top.score * 0.15);
  const rank = new Map(leading.map((hit) => [hit.id, hit.score / top.score]));
  const found = rankSentences(query, new Set(rank.keys()), 40)
    .map((sentence) => {
      const passage = leading.find((hit) => hit.id === sentence.passageId);
      const holdsFact = asked !== "any" && evidence[asked].test(sentence.text);
      return { ...sentence, total: sentence.score * (0.2 + 0.8 * (rank.get(sentence.passageId) ?? 0)) * (holdsFact ? 2.5 : 1) * (passage ? prior(passage) : 1) };
    })
    .sort((a, b) => b.total - a.total || a.index - b.index);
  const best = found[0];
  const from = best && leading.find((hit) => hit.id === best.passageId);
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
  if (best.index > 0 && (lead || (yesNo && /^(?:yes|no|we do|we don't|not)\b/i.test(opening) && opening.length <= 60))) {
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
  return { text: opened(whole) ? `${whole}”` : whole, from };
}

/** Up to three pages, best first: the first hit's, then others that score close to it and contain most of the question. */
function pickPages(hits: readonly RankedHit[], skip: ReadonlySet<string> = new Set()): RankedHit[] {
  const pages = new Map<string, RankedHit>();
  const [top] = hits;
  for (const hit of hits) {
    if (!top || pages.size >= maxPoints) break;
    const page = pagePath(hit.url);
    if (skip.has(page) || pages.has(page)) continue;
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
    [`- **E-mail:** ${link(email, `mailto:${email}`)}`, `- **Phone:** ${link(phone, telHref(phone))} (${phoneHours})`, `- **Studio:** ${address}`].join("\n"),
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

/** What the site does not settle is said so in one sentence, with the ways to ask us instead. */
function unknown(): BuiltInAnswer {
  const { email } = companyProfile;
  const text = `Our site doesn't cover that, so I'd rather not guess: ask us at ${link(email, `mailto:${email}`)} or through the ${link("contact page", "/contact")}, and ${reply}.`;
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

/** A question about one opening (its pay, its office days) is answered from that opening's page. */
function namesAnOpening(said: string): boolean {
  return getJobs().some((job) => searchTerms(job.title).some((word) => word.length > 3 && !/^(?:senior|engineer)$/.test(word) && said.includes(word)));
}

/** Answers from the site's own content, with no model: deterministic, and every fact from a passage or the company profile. */
export function answerBuiltIn(question: string, history: readonly { role: "user" | "assistant"; content: string }[] = []): BuiltInAnswer {
  const said = normalize(question);
  if (greeting.test(said)) return greet();
  if (thanks.test(said) && !question.includes("?") && said.split(" ").length <= 8) return thank(goodbye.test(said));

  // "Who sees my e-mail address?" is about the visitor's details, not ours.
  const ourDetails = said.replace(/\b(?:my|our|their|his|her|members'?|people'?s) (?:e-?mail|phone)(?: address| number)?\b/g, "");
  if (contact.test(ourDetails) && !/\bworkshops?\b|\bvisit\b/.test(said)) return reachUs();
  const { query, seen } = withContext(said, history);
  const read = readQuery(query);
  const { terms } = read;
  // An unknown word followed by a number names a standard or product the site never mentions ("soc 2"): the site does not settle it.
  const unknownWords = unknownTerms(read);
  // A figure with a unit ("maybe 30k", "about 2m") is an amount, not a version.
  const named = (term: string) => query.match(new RegExp(`\\b${term} ?\\d[\\d.]*(?![\\d.a-z]| [a-z]+s\\b)`))?.[0];
  if (unknownWords.some((term) => /^[a-z]{2,5}$/.test(term) && named(term) && !expandQuery(named(term) ?? ""))) return unknown();
  // Nor does it settle a question that asks about a thing it never names ("would you sponsor a visa for the
  // full stack role?"), however well a passage matches the rest; context given first ("billing is a
  // nightmare") is not what is asked.
  // (Tagging costs milliseconds, so only a question with such a word is tagged.)
  if (unknownWords.length > 0 && askedAbout(question).some((noun) => unknownWords.includes(noun))) return unknown();
  // Nor does it settle a short question whose subject is a word it never uses (five letters or more, or any
  // length in a question of one or two words: "world cup", "a poem")…
  const strange = unknownWords.filter((term) => term.length >= (terms.length <= 2 ? 3 : 5));
  // What the studio commits to (services, FAQs, case studies) answers before its articles' opinions, and an
  // opening's duties only answer questions about working here.
  const aboutWork = careers.test(said) || /\b(?:roles?|job|vacanc(?:y|ies)|salary|apply|experience do i need|on[- ]call)\b/.test(said);
  // An FAQ entry that asks what the visitor asks, in most of the same words, answers first.
  const prior = (passage: Passage) =>
    passage.kind === "opening" && !aboutWork ? 0.5
    : passage.kind === "article" ? 0.5
    : passage.kind === "faq" && restates(passage.title, read) >= 0.75 ? 2
    : 1;
  const hits = rankPassages(read, 12, prior);
  const best = hits[0];
  // …unless the best passage holds the rest of a longer question ("reconciliation is a nightmare": fintech).
  const rest = best?.covered.filter((term) => !strange.includes(term)).length ?? 0;
  if (strange.length > 0 && (terms.length <= 5 || strange.length / terms.length > 0.25) && rest < 3) return unknown();
  if (careers.test(said) && !namesAnOpening(said) && !/\b(?:pay|earn|salary|office|on call|on-call|experience)\b/.test(said)) return listOpenings();

  if (!best || best.coverage < answerThreshold.coverage || best.score < answerThreshold.score) return unknown();
  const fresh = hits.filter((hit) => !seen.has(pagePath(hit.url)));
  const yesNo = /^(?:do|does|did|can|could|will|would|is|are|have|has|should)\b/.test(said);
  const { text, from } = answerFromSentences(read, fresh, askedFor(said), yesNo, prior);
  // "Who is your…?" is answered by a person's name, "What is your … number?" by the number; a passage
  // without one does not settle it.
  if (/^who (?:is|are) (?:your|the)\b/.test(said) && !getCompany().team.some((person) => text.includes(person.name))) return unknown();
  if (/^what is (?:your|the) [\w ]*\bnumber\b/.test(said) && !/\d{5,}|\d{3,} \d{3,}/.test(text)) return unknown();
  // The page the answer is quoted from comes first.
  const pages = pickPages(from ? [from, ...fresh.filter((hit) => hit !== from)] : fresh, seen);
  if (pages.length === 0 || !text) return unknown();
  return { intent: "answer", ...compose(text, pages) };
}
