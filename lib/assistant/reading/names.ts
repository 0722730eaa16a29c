import { getIndustries, getJobs, getProjects, getServices } from "@/lib/content";
import { companyProfile, telHref } from "@/lib/content/company";
import { studio } from "@/lib/content/data/studio";
import { firstRelease } from "@/lib/content/data/engagements";
import { countText, daysAMonth, describeEngagement, gbp, poundsBetween, poundsTo, spanAdjective, spanText } from "@/lib/content/figures";
import { salaryText, workplaceText } from "@/lib/content/salary";
import type { Engagement } from "@/lib/content/schema";
import { studioNames, type FactKind } from "./vocabulary";

/**
 * The things the content types facts about (services and their pieces of work, the studio, openings,
 * case studies, industries), each with its everyday names and its typed facts, and what a question names
 * of them: the question is read against these names before anything is searched.
 */

export type SubjectKind = "engagement" | "service" | "studio" | "opening" | "project" | "industry";
export type Subject = { kind: SubjectKind; id: string; names: readonly string[]; page: string; title: string; serviceId?: string };
/** A fact with the figures a sentence of its page must hold to state it, or the statement itself. */
export type Fact = { kind: FactKind; subject: Subject; pages: readonly string[]; figures?: readonly (readonly string[])[]; statement: string };

export const studioPages = { faq: "/faq", contact: "/contact", about: "/about" } as const;

const sentenceCase = (text: string) => text.replace(/^\w/, (letter) => letter.toUpperCase());

function engagementFacts(work: Engagement, subject: Subject, pages: readonly string[]): Fact[] {
  const facts: Fact[] = [];
  if (work.price) facts.push({ kind: "cost", subject, pages, figures: [[gbp(work.price.min), gbp(work.price.max)]], statement: describeEngagement(work) });
  if (work.daysPerMonth) facts.push({ kind: "cost", subject, pages, figures: [[daysAMonth(work.daysPerMonth)]], statement: describeEngagement(work) });
  // Work billed by the day has no price of its own: how it is billed, with the day rate.
  if (!work.price && !work.daysPerMonth)
    facts.push({ kind: "cost", subject, pages, statement: `${describeEngagement(work)} Our blended day rate is ${poundsBetween(studio.dayRate)}.` });
  if (work.duration)
    facts.push({ kind: "duration", subject, pages, figures: [[spanText(work.duration)], [spanAdjective(work.duration)]], statement: describeEngagement(work) });
  return facts;
}

type Table = { facts: Fact[]; subjects: Subject[] };
let table: Table | undefined;

/** Every typed fact with what it is about, built once from lib/content. */
export function factTable(): Table {
  if (table) return table;
  const facts: Fact[] = [];
  const subjects: Subject[] = [];
  for (const service of getServices()) {
    const page = `/services/${service.id}`;
    const serviceSubject: Subject = { kind: "service", id: service.id, names: [service.title.toLowerCase(), ...service.names], page, title: service.title };
    subjects.push(serviceSubject);
    for (const work of service.engagements) {
      const subject: Subject = { kind: "engagement", id: work.id, names: work.names, page, title: service.title, serviceId: service.id };
      subjects.push(subject);
      facts.push(...engagementFacts(work, subject, [page]));
    }
  }
  const release: Subject = { kind: "engagement", id: firstRelease.id, names: firstRelease.names, page: studioPages.faq, title: faqTitle(studioPages.faq) };
  const rate: Subject = {
    kind: "engagement",
    id: "day-rate",
    names: ["day rate", "daily rate", "hourly rate", "hourly", "per hour", "per day", "by the hour", "by the day", "rate", "rates"],
    page: studioPages.faq,
    title: faqTitle(studioPages.faq),
  };
  const ours: Subject = { kind: "studio", id: "studio", names: studioNames, page: studioPages.contact, title: "Contact" };
  const projectTeam: Subject = {
    kind: "studio",
    id: "project-team",
    names: ["our project", "my project", "the project", "project team", "a project", "per project", "each project", "on the work"],
    page: studioPages.faq,
    title: faqTitle(studioPages.faq),
  };
  subjects.push(release, rate, ours, projectTeam);
  facts.push(...engagementFacts(firstRelease, release, [studioPages.faq, studioPages.about]));
  facts.push({
    kind: "cost",
    subject: rate,
    pages: [studioPages.faq, studioPages.about],
    figures: [[gbp(studio.dayRate.min), gbp(studio.dayRate.max)]],
    statement: `Our blended day rate is ${poundsTo(studio.dayRate)}.`,
  });
  const { email, phone, address } = companyProfile;
  facts.push(
    {
      kind: "reply",
      subject: ours,
      pages: [studioPages.contact],
      statement: `${sentenceCase(companyProfile.contact.replies)} to every enquiry or brief, whether it comes through the contact form, to ${email} or by phone.`,
    },
    {
      kind: "hours",
      subject: ours,
      pages: [studioPages.contact],
      statement: `The phone, [${phone}](${telHref(phone)}), is answered ${companyProfile.contact.phoneHours}.`,
    },
    { kind: "place", subject: ours, pages: [studioPages.contact], statement: `Our studio is at ${address}.` },
    {
      kind: "team",
      subject: projectTeam,
      pages: [studioPages.faq],
      figures: [[`${countText(studio.projectTeam)} people`]],
      statement: `A project usually has a team of ${countText(studio.projectTeam)} people.`,
    },
    {
      kind: "team",
      subject: { ...ours, page: studioPages.about, title: "About us" },
      pages: [studioPages.about],
      statement: `${companyProfile.name} is a team of around ${studio.teamSize} designers, engineers and product people, based in Bristol and working across the UK and Europe.`,
    },
  );
  for (const job of getJobs()) {
    const subject: Subject = { kind: "opening", id: job.id, names: [job.title.toLowerCase(), ...job.names], page: `/career/${job.id}`, title: job.title };
    subjects.push(subject);
    const where = `${workplaceText(job)}; ${job.location}, ${job.type.toLowerCase()}.`;
    facts.push(
      { kind: "salary", subject, pages: [subject.page], statement: `The ${job.title} role pays ${salaryText(job)}.` },
      { kind: "workplace", subject, pages: [subject.page], statement: `The ${job.title} role: ${where}` },
    );
  }
  for (const project of getProjects()) {
    const subject: Subject = {
      kind: "project",
      id: project.id,
      names: [project.client.toLowerCase(), ...project.names],
      page: `/projectdetail/${project.id}`,
      title: `${project.client}: ${project.title}`,
    };
    subjects.push(subject);
    facts.push({
      kind: "results",
      subject,
      pages: [subject.page],
      statement: `For ${project.client}: ${project.results.map((result, index) => (index ? result.replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase()) : result)).join("; ")}.`,
    });
  }
  for (const industry of getIndustries()) {
    subjects.push({
      kind: "industry",
      id: industry.id,
      names: [industry.name.toLowerCase(), ...industry.names],
      page: `/industry/${industry.id}`,
      title: industry.name,
    });
  }
  table = { facts, subjects };
  return table;
}

export const faqTitle = (page: string) => (page === studioPages.about ? "About us" : "Questions before you hire us");

type Match = { subject: Subject; start: number; end: number };

const namePatterns = new Map<string, RegExp>();
/** A name as a pattern: whole words, in the singular or the plural ("research sprints", "devops engineers"). */
export function namePattern(name: string): RegExp {
  let pattern = namePatterns.get(name);
  if (!pattern) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, "\\s+");
    pattern = new RegExp(`(?<![a-z0-9])${escaped}(?:s|es)?(?![a-z0-9])`, "gi");
    namePatterns.set(name, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** The things a question names, by their names; a name inside a longer name of something else does not count ("app" in "mobile app"). */
export function namedSubjects(said: string): { subjects: { subject: Subject; length: number }[]; words: Set<string> } {
  const matches: Match[] = [];
  for (const subject of factTable().subjects) {
    for (const name of subject.names) {
      for (const found of said.matchAll(namePattern(name))) matches.push({ subject, start: found.index, end: found.index + found[0].length });
    }
  }
  const kept = matches.filter(
    (match) =>
      !matches.some(
        (other) => other.subject !== match.subject && other.end - other.start > match.end - match.start && other.start <= match.start && other.end >= match.end,
      ),
  );
  const words = new Set(kept.flatMap((match) => said.slice(match.start, match.end).split(/\s+/)));
  const longest = new Map<Subject, number>();
  for (const match of kept) longest.set(match.subject, Math.max(longest.get(match.subject) ?? 0, match.end - match.start));
  return { subjects: [...longest].map(([subject, length]) => ({ subject, length })), words };
}

/**
 * What a question names of the things the content types facts about: whether it names any (a service, a
 * project, an opening…), and the pages of the case studies and openings it names by name ("the lyncombe
 * project", "the designer role").
 */
export function namedIn(said: string): { anything: boolean; pages: string[] } {
  const { subjects } = namedSubjects(said);
  const named = subjects.filter(({ subject }) => subject.kind === "project" || subject.kind === "opening");
  return { anything: subjects.some(({ subject }) => subject.kind !== "studio"), pages: [...new Set(named.map(({ subject }) => subject.page))] };
}
