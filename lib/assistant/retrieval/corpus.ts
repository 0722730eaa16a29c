import {
  getArticles,
  getAbout,
  getExpertise,
  getIndustries,
  getJobs,
  getPresalesFaq,
  getPrivacyPolicy,
  getProjects,
  getServices,
  getTermsOfUse,
  industryName,
  type Article,
} from "@/lib/content";
import { markdownToText } from "@/lib/content/articles";
import { describeEngagement } from "@/lib/content/figures";
import { salaryText, workplaceText } from "@/lib/content/salary";
import type { LegalDocument } from "@/lib/content/schema";
import { companyProfile } from "@/lib/content/company";
import { namedPagePaths } from "@/lib/site/navigation";
import { passageKeywords } from "../reading/vocabulary";

type PassageKind = "service" | "cost" | "expertise" | "industry" | "project" | "article" | "opening" | "company" | "faq" | "contact" | "legal";

/** `policy`: a plain yes or no about something the site otherwise never says (a platform, a certification, an office). */
export type Passage = { id: string; kind: PassageKind; title: string; text: string; url: string; keywords: string; policy?: boolean };

const MAX_WORDS = 250;
const CHUNK_WORDS = 200;
/** Same patterns as extractHeadings, so the n-th heading found here is the n-th of article.headings. */
const CODE = /```[\s\S]*?```/g;
const HEADING = /^(#{2,3})\s+(.+?)\s*#*\s*$/gm;

/** Small counts as the pages write them ("five steps"). */
const spelled = (count: number) => ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][count] ?? String(count);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[:;,]$/, "");
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
/** Lower-cases a list item's first letter, unless its first word is an acronym or a name ("WCAG", "DevOps"). */
const inline = (text: string) => (/^[A-Z][a-z]*(?![A-Za-z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const list = (items: readonly string[]) => sentence(items.map(inline).join("; "));
const and = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

function passage(id: string, kind: PassageKind, title: string, url: string, text: string, keywords: readonly string[] = []): Passage {
  const extra = passageKeywords.filter(([trigger]) => trigger.test(`${title} ${keywords.join(" ")}`)).map(([, added]) => added);
  // "start-ups" is searched for as "startups" too.
  const joined = [...new Set(text.match(/\b[a-z]+-[a-z]+\b/gi) ?? [])].map((word) => word.replace("-", "").toLowerCase());
  return { id, kind, title, url, text: text.replace(/\s+/g, " ").trim(), keywords: [...keywords, ...extra, ...joined].join(" ") };
}

/** Splits text that runs past MAX_WORDS into chunks of whole sentences. */
function chunks(text: string): string[] {
  if (words(text) <= MAX_WORDS) return [text];
  const result: string[] = [];
  let current = "";
  for (const part of text.split(/(?<=[.!?])\s+/)) {
    if (current && words(current) + words(part) > CHUNK_WORDS) {
      result.push(current);
      current = part;
    } else current = current ? `${current} ${part}` : part;
  }
  if (current) result.push(current);
  return result;
}

function tableToProse(block: string): string {
  const rows = block
    .split("\n")
    .filter((line) => !/^\|?[\s:|-]+\|?$/.test(line))
    .map((line) =>
      line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => markdownToText(cell)),
    );
  const [header = [], ...body] = rows;
  return body
    .map(([first = "", ...cells]) => sentence(`${first} — ${cells.map((cell, index) => `${inline(header[index + 1] ?? "")}: ${inline(cell)}`).join("; ")}`))
    .join(" ");
}

/** MDX to plain sentences: tables and list items become sentences, code and components go. */
export function markdownToProse(markdown: string): string {
  return markdown
    .replace(CODE, "\n\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      if (block.startsWith("|")) return tableToProse(block);
      if (/^\s*(?:[-*+]|\d+\.)\s/.test(block))
        return block
          .split("\n")
          .map((item) => sentence(markdownToText(item)))
          .join(" ");
      const text = markdownToText(block);
      return text ? sentence(text) : "";
    })
    .filter((text) => text && text !== ".")
    .join(" ");
}

type Section = { title: string; anchor: string; markdown: string; depth: number };

function articleSections(article: Article): Section[] {
  const body = article.body.replace(CODE, "");
  const matches = [...body.matchAll(HEADING)];
  const sections: Section[] = [{ title: "Introduction", anchor: "", markdown: body.slice(0, matches[0]?.index ?? body.length), depth: 2 }];
  matches.forEach((match, index) => {
    const heading = article.headings[index];
    const end = matches[index + 1]?.index ?? body.length;
    if (!heading) return;
    sections.push({ title: heading.text, anchor: heading.id, markdown: body.slice((match.index ?? 0) + match[0].length, end), depth: heading.depth });
  });
  // An h3 joins its h2 while the pair stays short enough to be one passage.
  const merged: Section[] = [];
  for (const section of sections) {
    const last = merged.at(-1);
    if (last && section.depth === 3 && words(markdownToProse(last.markdown + section.markdown)) <= MAX_WORDS) {
      last.markdown += `\n\n${section.title}.\n\n${section.markdown}`;
    } else merged.push({ ...section });
  }
  return merged;
}

function articlePassages(article: Article): Passage[] {
  const url = `/readarticle/${article.id}`;
  const keywords = [...article.tags, article.author.name];
  const published = new Date(article.publishedAt).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const overview = passage(
    `article:${article.id}`,
    "article",
    article.title,
    url,
    `${article.summary} An article by ${article.author.name}, ${article.author.role}, published on ${published}, about ${and(article.tags)}.`,
    [...keywords, ...article.headings.map((heading) => heading.text)],
  );
  const sections = articleSections(article).flatMap((section) =>
    chunks(markdownToProse(section.markdown)).map((text, part) =>
      passage(
        `article:${article.id}:${section.anchor || "intro"}${part ? `:${part + 1}` : ""}`,
        "article",
        `${article.title}: ${section.title}`,
        section.anchor ? `${url}#${section.anchor}` : url,
        text,
        keywords,
      ),
    ),
  );
  return [overview, ...sections.filter((section) => section.text)];
}

function blogPassage(): Passage {
  const articles = getArticles();
  const tags = [...new Set(articles.flatMap((article) => article.tags))];
  return passage(
    "article:all",
    "article",
    "Our blog",
    "/blog",
    `Our blog has ${articles.length} articles on ${and(tags)}. ${articles.map((article) => `${article.title}, by ${article.author.name}.`).join(" ")}`,
    ["blog", "articles", "posts", "writing", ...tags],
  );
}

function servicePassages(): Passage[] {
  const services = getServices();
  const overview = passage(
    "service:all",
    "service",
    "Our services",
    "/services",
    `${companyProfile.name} offers ${services.length} services: ${and(services.map((service) => service.title))}. ${services.map((service) => `${service.title}: ${inline(service.tagline)}`).join(" ")}`,
    services.map((service) => service.title),
  );
  return [
    overview,
    ...services.flatMap((service) => {
      const url = `/services/${service.id}`;
      const keywords = [service.title, ...service.names, ...service.technologies];
      return [
        passage(
          `service:${service.id}:cost`,
          "cost",
          `${service.title}: cost and timeline`,
          `${url}#cost`,
          service.engagements.map(describeEngagement).join(" "),
          [service.title, "cost", "price", "timeline"],
        ),
        passage(
          `service:${service.id}`,
          "service",
          service.title,
          url,
          `${service.tagline} ${service.summary} Technologies we use: ${service.technologies.join(", ")}.`,
          keywords,
        ),
        passage(
          `service:${service.id}:scope`,
          "service",
          `${service.title}: what it includes`,
          url,
          `${service.title} includes ${list(service.includes)} What you receive: ${list(service.deliverables)}`,
          keywords,
        ),
        passage(
          `service:${service.id}:process`,
          "service",
          `${service.title}: how an engagement runs`,
          url,
          `A ${service.title} engagement runs in ${spelled(service.process.length)} steps: ${and(service.process.map((step) => step.title))}. ${service.process.map((step) => `${step.title}: ${step.description}`).join(" ")}`,
          keywords,
        ),
        ...service.faq.map((entry, index) =>
          passage(`service:${service.id}:faq-${index + 1}`, "faq", entry.question, url, entry.answer, [service.title, "faq"]),
        ),
      ];
    }),
  ];
}

function expertisePassages(): Passage[] {
  const areas = getExpertise();
  const overview = passage(
    "expertise:all",
    "expertise",
    "Our expertise and the technologies we use",
    "/ourexpertise",
    `We keep a focused stack across ${areas.length} areas: ${and(areas.map((area) => inline(area.area)))}. ${areas.map((area) => `${area.area}: ${and(area.technologies)}.`).join(" ")}`,
    ["technologies", "technology", "stack", "tech", "tools", "languages", "frameworks", "proficiency", "skills"],
  );
  return [
    overview,
    ...areas.map((area) =>
      passage(
        `expertise:${area.id}`,
        "expertise",
        `Expertise: ${area.area}`,
        "/ourexpertise",
        `${area.summary} ${area.depth} Technologies: ${area.technologies.join(", ")}.`,
        area.technologies,
      ),
    ),
  ];
}

function industryPassages(): Passage[] {
  const industries = getIndustries();
  const services = getServices();
  const overview = passage(
    "industry:all",
    "industry",
    "Industries we work in",
    "/ourexpertise",
    `We build for ${industries.length} sectors: ${and(industries.map((industry) => industry.name))}. ${industries.map((industry) => `${industry.name}: ${industry.summary}`).join(" ")}`,
    industries.map((industry) => industry.name),
  );
  return [
    overview,
    ...industries.flatMap((industry) => {
      const url = `/industry/${industry.id}`;
      const serviceTitles = services.filter((service) => industry.serviceIds.includes(service.id)).map((service) => service.title);
      const clients = getProjects().filter((project) => project.industryId === industry.id);
      const related = clients.length ? ` Case studies: ${clients.map((project) => `${project.title} for ${project.client}`).join("; ")}.` : "";
      return [
        passage(`industry:${industry.id}`, "industry", industry.name, url, `${industry.summary} Services we bring: ${serviceTitles.join(", ")}.${related}`, [
          industry.name,
          ...industry.names,
          ...clients.map((project) => project.client),
        ]),
        passage(
          `industry:${industry.id}:challenges`,
          "industry",
          `${industry.name}: challenges and solutions`,
          url,
          `The challenges we see in ${industry.name.toLowerCase()}: ${list(industry.challenges)} How we solve them: ${list(industry.solutions)}`,
          [industry.name],
        ),
      ];
    }),
  ];
}

function projectPassages(): Passage[] {
  const projects = getProjects();
  const services = getServices();
  const overview = passage(
    "project:all",
    "project",
    "Our portfolio of case studies",
    "/portfolio",
    `Our portfolio has ${projects.length} case studies, for clients in ${and([...new Set(projects.map((project) => industryName(project.industryId).toLowerCase()))])}. ${projects.map((project) => `${project.client} (${industryName(project.industryId)}, ${project.year}): ${project.title}.`).join(" ")}`,
    ["portfolio", "case studies", "clients", "projects"],
  );
  return [
    overview,
    ...projects.flatMap((project) => {
      const url = `/projectdetail/${project.id}`;
      const industry = industryName(project.industryId);
      const serviceTitles = services.filter((service) => project.serviceIds.includes(service.id)).map((service) => service.title);
      const keywords = [project.client, ...project.names, industry, ...serviceTitles, ...project.technologies, "case study"];
      const title = `${project.client}: ${project.title}`;
      return [
        passage(
          `project:${project.id}`,
          "project",
          title,
          url,
          `${project.client} (${industry}, ${project.year}): ${project.title}. ${project.summary} ${project.problem}`,
          keywords,
        ),
        passage(
          `project:${project.id}:solution`,
          "project",
          `${title} (what we built)`,
          url,
          `${project.solution} Technologies: ${project.technologies.join(", ")}.`,
          keywords,
        ),
        passage(
          `project:${project.id}:results`,
          "project",
          `${title} (results)`,
          url,
          `The results for ${project.client}: ${project.results.map((result, index) => sentence(index ? result : inline(result))).join(" ")} ${project.summary}`,
          keywords,
        ),
      ];
    }),
  ];
}

function openingPassages(): Passage[] {
  return getJobs().flatMap((job) => {
    const url = `/career/${job.id}`;
    const keywords = ["job", "career", "vacancy", "hiring", "role", "salary", "pay", job.type, job.title];
    return [
      passage(
        `opening:${job.id}`,
        "opening",
        `Job opening: ${job.title}`,
        url,
        `${job.title}, ${job.location}, ${job.type.toLowerCase()}, ${salaryText(job)}. ${workplaceText(job)}. ${job.summary} ${job.description}`,
        [...keywords, ...job.names],
      ),
      passage(
        `opening:${job.id}:role`,
        "opening",
        `${job.title}: what you would do`,
        url,
        `As our ${job.title} you would: ${list(job.responsibilities)}`,
        keywords,
      ),
      passage(
        `opening:${job.id}:requirements`,
        "opening",
        `${job.title}: what you bring`,
        url,
        `For the ${job.title} role you bring: ${list(job.requirements)}`,
        keywords,
      ),
    ];
  });
}

/** The pre-sales questions, each a passage of the FAQ page with its short answer first. */
function presalesPassages(): Passage[] {
  return getPresalesFaq().map((entry) => {
    const found = passage(`faq:presales:${entry.id}`, "faq", entry.question, `/faq#${entry.id}`, entry.answer, ["faq", entry.topic, ...entry.id.split("-")]);
    return entry.policy ? { ...found, policy: true } : found;
  });
}

/** A legal document section by section, so a question about retention or cookies finds the section that says it. */
function legalPassages(document: LegalDocument, path: string, keywords: readonly string[]): Passage[] {
  return [
    passage(`legal:${path.slice(1)}`, "legal", document.title, path, document.summary, keywords),
    ...document.sections.map((section) =>
      passage(
        `legal:${path.slice(1)}:${section.id}`,
        "legal",
        `${document.title}: ${section.heading}`,
        `${path}#${section.id}`,
        `${section.paragraphs.join(" ")}${section.list ? ` ${list(section.list)}` : ""}`,
        [...keywords, section.heading],
      ),
    ),
  ];
}

function companyPassages(): Passage[] {
  const company = getAbout();
  const name = companyProfile.name;
  const [firstChapter = "", ...laterChapters] = company.story;
  return [
    passage("company:about", "company", `About ${name}`, "/about", `${firstChapter} ${company.mission}`, [
      "mission",
      "story",
      "founded",
      "founders",
      "history",
      "started",
    ]),
    passage(
      "company:story",
      "company",
      `${name} today`,
      "/about",
      `${laterChapters.join(" ")} ${company.stats.map((stat) => `${stat.value} ${stat.label}.`).join(" ")}`,
      ["story", "size", "people", "employees", "staff", "headcount", "clients", "independent"],
    ),
    passage(
      "company:values",
      "company",
      "Our values",
      "/about",
      `Our values: ${company.values.map((value) => value.title).join("; ")}. ${company.values.map((value) => `${value.title}: ${value.description}`).join(" ")}`,
      ["values", "culture", "principles"],
    ),
    passage(
      "company:team",
      "company",
      "Our team",
      "/about",
      `Our team is led by ${and(company.team.map((member) => `${member.name} (${member.role})`))}. ${company.team.map((member) => member.bio.split(/(?<=\.)\s/)[0]).join(" ")}`,
      ["team", "people", "founders", "leadership", "who"],
    ),
    ...company.team.map((member) =>
      passage(
        `company:team:${member.id}`,
        "company",
        `Our team: ${member.name}, ${member.role}`,
        "/about",
        `${member.name} is our ${member.role}. ${member.bio}`,
        ["team", "people"],
      ),
    ),
    passage(
      "company:process",
      "company",
      "How we work: our process",
      "/about",
      `Our process has ${spelled(company.process.length)} steps: ${and(company.process.map((step) => `${step.title} (${inline(step.duration)})`))}. ${company.process.map((step) => `${step.title}: ${step.description}`).join(" ")}`,
      ["process", "methodology", "steps", "timeline", ...company.process.map((step) => step.title)],
    ),
    ...company.testimonials.map((item, index) =>
      passage(
        `company:testimonial-${index + 1}`,
        "company",
        "What our clients say",
        "/about",
        `${item.name}, ${item.role} at ${item.company}: “${item.quote}”`,
        ["testimonials", "reviews", "clients"],
      ),
    ),
    ...company.faq.map((entry, index) => passage(`faq:company-${index + 1}`, "faq", entry.question, "/about", entry.answer, ["faq"])),
    ...company.careerFaq.map((entry, index) => ({
      ...passage(`faq:career-${index + 1}`, "faq", entry.question, "/career#questions", entry.answer, [
        "faq",
        "career",
        "jobs",
        "working here",
        "applicants",
        "staff",
        "employees",
        "benefits",
      ]),
      policy: true,
    })),
    ...company.memberFaq.map((entry, index) =>
      passage(`faq:member-${index + 1}`, "faq", entry.question, "/dashboard", entry.answer, ["members", "member", "dashboard", "account", "community"]),
    ),
  ];
}

function sitePassages(): Passage[] {
  const { name, email, phone, address, contact } = companyProfile;
  const privacy = getPrivacyPolicy();
  const terms = getTermsOfUse();
  const { community } = getAbout();
  return [
    passage(
      "contact",
      "contact",
      `Contact ${name}`,
      "/contact",
      `You can e-mail ${name} at ${email} or phone ${phone} (${contact.phoneHours}). Our studio and office is at ${address}. Use the contact form to tell us about your project: ${contact.replies}.`,
      ["contact", "email", "phone", "address", "office", "studio", "call", "talk"],
    ),
    passage(
      "company:community",
      "company",
      `The ${name} community and members' area`,
      "/community",
      `The ${name} community brings together clients, alumni and friends who share what works in building software, in a live members' chat. Membership is free. Members get a dashboard with their profile, their community activity and help from our assistant, and our engineers join the chat every weekday.`,
      ["community", "members", "members area", "membership", "chat", "join", "sign up", "free"],
    ),
    ...community.offers.map((offer, index) =>
      passage(`company:community-${index + 1}`, "company", `The ${name} community: ${offer.title}`, "/community", offer.description, [
        "community",
        "members",
        "chat",
      ]),
    ),
    passage("company:community-rules", "company", `The ${name} community's house rules`, "/community", `${community.rules.join(" ")}`, [
      "community",
      "rules",
      "chat",
    ]),
    ...legalPassages(privacy, "/privacypolicy", ["privacy", "gdpr", "personal data", "data protection"]),
    ...legalPassages(terms, "/termsofuse", ["terms", "conditions", "legal"]),
  ];
}

/** Every passage the assistant can search, in a fixed order with unique ids. */
export function buildPassages(): Passage[] {
  return [
    ...servicePassages(),
    ...expertisePassages(),
    ...industryPassages(),
    ...projectPassages(),
    blogPassage(),
    ...getArticles().flatMap(articlePassages),
    ...openingPassages(),
    ...companyPassages(),
    ...presalesPassages(),
    ...sitePassages(),
  ];
}

/** Every page the assistant may link to: the named pages, the members' dashboard, each detail page and the anchors those pages render. */
export function siteUrls(): Set<string> {
  return new Set([
    ...Object.values(namedPagePaths),
    "/dashboard",
    "/faq",
    ...getPresalesFaq().map((entry) => `/faq#${entry.id}`),
    ...getPrivacyPolicy().sections.map((section) => `/privacypolicy#${section.id}`),
    ...getTermsOfUse().sections.map((section) => `/termsofuse#${section.id}`),
    ...getServices().flatMap((service) => [`/services/${service.id}`, `/services/${service.id}#cost`]),
    "/career#questions",
    ...getIndustries().map((industry) => `/industry/${industry.id}`),
    ...getProjects().map((project) => `/projectdetail/${project.id}`),
    ...getArticles().flatMap((article) => [`/readarticle/${article.id}`, ...article.headings.map((heading) => `/readarticle/${article.id}#${heading.id}`)]),
    ...getJobs().flatMap((job) => [`/career/${job.id}`, `/career#${job.id}`]),
  ]);
}
