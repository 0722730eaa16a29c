import { getProjects } from "@/lib/content";
import type { Passage } from "../retrieval/corpus";
import { indexedPassages, sentencesOfPassage } from "../retrieval/search";
import type { Asked } from "../reading/fact-kinds";
import { factCues, genericWords, stopWords, studioNames, type FactKind } from "../reading/vocabulary";
import { factTable, faqTitle, namePattern, namedSubjects, studioPages, type Fact, type Subject, type SubjectKind } from "../reading/names";
import { pagePath } from "../reading/question";

/**
 * Questions that ask for a figure the content types (a price, a duration, a reply time, an address, a
 * salary, a team's size, a project's results) about something the content names, answered from those
 * fields: the kind of fact from the question's words (lib/assistant/reading/vocabulary.json), the thing it is
 * about from the everyday names beside each title in lib/content, or from the page the visitor asks on.
 */

/** One fact an answer states: its kind, what it is about, the sentence and the page it links. */
export type StatedFact = { kind: FactKind; about: SubjectKind; text: string; url: string; title: string };

/** A question may carry this many words beyond the kind's and the thing's names and still ask for just that fact. */
const otherWords = 2;

let passagesByPage: Map<string, Passage[]> | undefined;
function passagesOf(page: string): Passage[] {
  if (!passagesByPage) {
    passagesByPage = new Map();
    for (const passage of indexedPassages()) {
      const path = pagePath(passage.url);
      passagesByPage.set(path, [...(passagesByPage.get(path) ?? []), passage]);
    }
  }
  return passagesByPage.get(page) ?? [];
}

/** Pages that restate the studio's figures in their answers: a price or a duration may be quoted from them too. */
const restating = [studioPages.faq, studioPages.about];

type Said = { text: string; url: string; page: string; score: number };

/** A short sentence just before the one that holds the figure leads into it ("We charge by the day, not by the hour."). */
const leadIn = { most: 60 } as const;

/** The sentences of the given pages that hold one of the fact's sets of figures, scored: see stateFact. */
function sentencesHolding(fact: Fact, figures: readonly (readonly string[])[], pages: readonly string[]): Said[] {
  const names = fact.subject.names.map((name) => new RegExp(namePattern(name).source, "i"));
  const elsewhere = factTable().facts.filter((other) => other.kind === fact.kind && other.figures && other.figures[0]?.join() !== fact.figures?.[0]?.join());
  const found: Said[] = [];
  for (const page of pages) {
    for (const passage of passagesOf(page)) {
      const all = sentencesOfPassage(passage.text);
      for (const [index, sentence] of all.entries()) {
        const lower = sentence.toLowerCase();
        if (/^[a-z]/.test(sentence) || !figures.some((set) => set.every((figure) => lower.includes(figure.toLowerCase())))) continue;
        const opening = sentence.slice(0, 48);
        const score =
          (names.some((name) => name.test(opening)) ? 3 : names.some((name) => name.test(sentence)) ? 2 : 0) +
          (passage.kind === "faq" ? 1 : 0) -
          (passage.kind === "cost" ? 2.5 : 0) -
          (fact.pages.includes(page) ? 0 : 0.5) -
          // A sentence that also gives another thing's figure is about that thing as much.
          (elsewhere.some((other) => other.figures?.[0]?.every((figure) => lower.includes(figure.toLowerCase()))) ? 1 : 0) -
          sentence.length / 400;
        const before = all[index - 1];
        const text = before && before.length <= leadIn.most && /^[A-Z].*\.$/.test(before) && !/\d/.test(before) ? `${before} ${sentence}` : sentence;
        found.push({ text, url: passage.url, page, score });
      }
    }
  }
  return found.sort((a, b) => b.score - a.score);
}

/**
 * The fact as its pages say it: the sentence that holds its figures, preferring one that names the
 * thing asked about near its start, the page's own copy to the cost block, and a short one; the FAQ
 * pages that restate the figure are searched too, and linked beside the fact's own page. A fact with no
 * figures to look for is stated as it is.
 */
function stateFact(fact: Fact): StatedFact[] {
  const own = { kind: fact.kind, about: fact.subject.kind, title: fact.subject.title };
  if (!fact.figures) return [{ ...own, text: fact.statement, url: fact.subject.page }];
  const pages = [...new Set([...fact.pages, ...restating])];
  const [best] = sentencesHolding(fact, fact.figures, pages);
  if (!best) return [{ ...own, text: fact.statement, url: fact.subject.page }];
  const onOwnPage = fact.pages.includes(best.page);
  const stated = { ...own, text: best.text, url: best.url, title: onOwnPage ? fact.subject.title : faqTitle(best.page) };
  // The fact's own page is linked too when an FAQ says it best, and an FAQ that restates it beside its own page.
  if (!onOwnPage) return [stated, { ...own, text: "", url: fact.subject.page }];
  const [also] = sentencesHolding(
    fact,
    fact.figures,
    restating.filter((page) => !fact.pages.includes(page)),
  );
  return also ? [stated, { ...own, text: "", url: also.url, title: faqTitle(also.page) }] : [stated];
}

/** The page a visitor asks from, as the thing it is about ("a website" asked on the Web Development page). */
function subjectOfPage(page: string | undefined): Subject | undefined {
  if (!page) return undefined;
  return factTable().subjects.find((subject) => subject.kind !== "engagement" && subject.kind !== "studio" && subject.page === pagePath(page));
}

/** A thing's family: a service with its pieces of work; anything else on its own. */
const familyOf = (subject: Subject) => subject.serviceId ?? (subject.kind === "service" ? subject.id : `${subject.kind}:${subject.id}`);

/**
 * The things a question is about: of the families it names (a service with its pieces of work), the one
 * its names say most of ("moving one app to the cloud" is the cloud's), and in it the pieces of work it
 * names, or the family's head. On a service's page, a name that page's service shares wins.
 */
function chooseSubjects(named: readonly { subject: Subject; length: number }[], context: Subject | undefined, others: readonly string[]): Subject[] {
  if (named.length === 0) return context ? [context] : [];
  const weight = new Map<string, number>();
  for (const { subject, length } of named) weight.set(familyOf(subject), Math.max(weight.get(familyOf(subject)) ?? 0, length));
  const contextFamily = context && familyOf(context);
  const heaviest = Math.max(...weight.values());
  let families = contextFamily && weight.has(contextFamily) ? [contextFamily] : [...weight].filter(([, total]) => total === heaviest).map(([family]) => family);
  // Names that fit several ("an app") are told apart by the question's other words: "…into the stores" is a mobile app.
  if (families.length > 1 && others.length) {
    const said = (family: string) => {
      const text = named.find(({ subject }) => familyOf(subject) === family)?.subject.page ?? "";
      const words = passagesOf(text)
        .map((passage) => `${passage.title} ${passage.text}`.toLowerCase())
        .join(" ");
      return others.filter((word) => new RegExp(`(?<![a-z0-9])${word.replace(/s$/, "")}`).test(words)).length;
    };
    const most = Math.max(...families.map(said));
    if (most > 0) families = families.filter((family) => said(family) === most);
  }
  return families.flatMap((family) => {
    const members = named.map(({ subject }) => subject).filter((subject) => familyOf(subject) === family);
    const parts = members.filter((subject) => subject.kind !== "service" && subject.kind !== "industry");
    return [...new Set(parts.length ? parts : members)];
  });
}

/** The kind asked for a thing: an opening's "how much" is its pay, its "where" how much of the week is in the studio. */
function kindFor(kind: FactKind, subject: Subject): FactKind {
  if (subject.kind === "opening" && kind === "cost") return "salary";
  if (subject.kind === "opening" && kind === "place") return "workplace";
  return kind;
}

function factsAbout(subject: Subject, kind: FactKind): Fact[] {
  const { facts, subjects } = factTable();
  const asked = kindFor(kind, subject);
  if (subject.kind === "service") {
    const parts = subjects.filter((other) => other.serviceId === subject.id);
    return facts.filter((fact) => fact.kind === asked && parts.includes(fact.subject));
  }
  if (subject.kind === "industry") {
    const projects = getProjects()
      .filter((project) => project.industryId === subject.id)
      .map((project) => project.id);
    return facts.filter((fact) => fact.kind === asked && fact.subject.kind === "project" && projects.includes(fact.subject.id)).slice(0, 2);
  }
  return facts.filter((fact) => fact.kind === asked && fact.subject === subject);
}

/** Words of the question that are none of: the kind's words, the names matched, the studio's names, generic or stop words. */
function otherWordsIn(said: string, named: Set<string>): string[] {
  const cueWords = new Set(factCues.flatMap((cue) => [...cue.words]));
  const studio = new Set(studioNames.flatMap((name) => name.split(" ")));
  return said
    .split(/[^a-z0-9£']+/)
    .map((word) => word.replace(/'s?$/, ""))
    .filter(
      (word) => word && !/^\d+$/.test(word) && !stopWords.has(word) && !genericWords.has(word) && !cueWords.has(word) && !named.has(word) && !studio.has(word),
    );
}

/**
 * The typed facts a question asks for, stated as their pages say them, or nothing when the question
 * does not ask for a kind of fact the content types, names nothing that has one, or says more than the
 * fact would answer (it is then ranked as any question is).
 */
export function answerFacts(said: string, asked: Asked, page?: string, pointed = false): StatedFact[] | undefined {
  // "How much" and "how long" ask for a price and a time only as the question's reading has it ("how much of our time").
  const cues = factCues.filter(
    (candidate) =>
      candidate.pattern.test(said) &&
      (candidate.kind !== "cost" || asked === "price" || asked === "any") &&
      (candidate.kind !== "duration" || asked === "duration" || asked === "any"),
  );
  if (cues.length === 0) return undefined;
  const { subjects: named, words } = namedSubjects(said);
  const others = otherWordsIn(said, words);
  if (others.length > otherWords) return undefined;
  const specific = named.filter(({ subject }) => subject.id !== "studio");
  // The kinds the question's words ask for, in order: the first that the things it names have answers
  // ("did the driver app cut disputes" asks for results, "how much more would it cost" for a price).
  for (const cue of cues) {
    // "What does this one pay?" on an opening's page: that opening's facts, whatever else the question names.
    const context = pointed ? subjectOfPage(page) : undefined;
    const own = context ? factsAbout(context, cue.kind) : [];
    const facts = own.length ? own : factsFor(cue.kind, specific, others, page, said);
    if (facts.length) return [...new Set(facts)].slice(0, 3).flatMap(stateFact);
  }
  return undefined;
}

/** A question about the work's start ("how soon can you start", "when could we kick off"). */
const startsWork = /\b(?:start|begin|kick ?off|get going)\b/;

/** The facts of one kind about the things a question names, or the studio's own when it names nothing else. */
function factsFor(
  kind: FactKind,
  specific: readonly { subject: Subject; length: number }[],
  others: readonly string[],
  page: string | undefined,
  said: string,
): Fact[] {
  // The families named, most said first: the first that has the kind of fact asked for answers
  // ("what did the pennine migration achieve" is the case study's, not the cloud migration's).
  // A family named much less than the main one is not what the question is about ("the tollgate driver
  // app" is the case study, not a mobile app).
  const main = Math.max(0, ...specific.map(({ length }) => length));
  let remaining = specific.filter(({ length }) => length * 2 >= main);
  let facts: Fact[] = [];
  do {
    const about = chooseSubjects(remaining, subjectOfPage(page), others);
    facts = about.flatMap((subject) => factsAbout(subject, kind));
    remaining = remaining.filter(({ subject }) => !about.includes(subject) && !about.some((chosen) => familyOf(chosen) === familyOf(subject)));
  } while (facts.length === 0 && remaining.length > 0);
  if (facts.length || specific.length) return facts;
  // Nothing else named: the studio's own facts, and for a price or a duration its first release (and
  // day rate). Its reply time and phone hours need nothing more ("if I fill in the form how quick…").
  const allowed = kind === "reply" || kind === "hours" ? 1 : 0;
  if (others.length > allowed) return [];
  // "How soon can you start?" asks when the work begins, not how long the first release takes.
  if (kind === "duration" && startsWork.test(said)) return [];
  const studioKinds: Partial<Record<FactKind, string[]>> = {
    cost: ["first-release", "day-rate"],
    duration: ["first-release"],
    reply: ["studio"],
    hours: ["studio"],
    place: ["studio"],
    team: ["studio"],
  };
  const ids = studioKinds[kind] ?? [];
  return factTable().facts.filter((fact) => fact.kind === kind && ids.includes(fact.subject.id));
}
