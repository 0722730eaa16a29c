/** @jest-environment node */
import { answerBuiltIn } from "../answerer";
import { buildPassages, siteUrls } from "../corpus";
import { comparable, evaluate, floorScore, report } from "./grade.mjs";
import evaluation from "./questions.json";
import fresh from "./fresh.json";
import unseen from "./unseen.json";

type Question = { id: string; question: string; topic: string; link?: string; fact?: string; alsoAccept?: string[]; answerable?: boolean };
const questions: Question[] = evaluation.questions;
const sets: [name: string, questions: Question[]][] = [
  ["questions.json", questions],
  ["unseen.json", unseen.questions],
  ["fresh.json", fresh.questions],
];

/** What the assistant's index holds for a page: its passages, and a listing page's items' (/career lists the openings). */
let indexed: { path: string; text: string }[] | undefined;
function indexedText(page: string): string {
  indexed ??= buildPassages().map((passage) => ({ path: passage.url.split("#")[0] ?? "", text: comparable(`${passage.title}. ${passage.text}`) }));
  return indexed
    .filter(({ path }) => path === page || path.startsWith(`${page}/`))
    .map(({ text }) => text)
    .join(" ");
}

describe("the evaluation questions", () => {
  it("are at least 80, in visitors' words, with at least 12 the site cannot answer", () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(questions.filter((question) => question.answerable === false).length).toBeGreaterThanOrEqual(12);
  });

  describe.each(sets)("in %s", (_name, set) => {
    it("have distinct ids, none shared with the other set", () => {
      const all = sets.flatMap(([, other]) => other.map((question) => question.id));
      expect(new Set(set.map((question) => question.id)).size).toBe(set.length);
      expect(new Set(all).size).toBe(all.length);
    });

    it("name a page of the site and a fact for every question the site answers", () => {
      const pages = new Set([...siteUrls()].map((url) => url.split("#")[0]));
      for (const question of set.filter((entry) => entry.answerable !== false)) {
        expect(question.fact?.trim()).toBeTruthy();
        for (const page of [question.link ?? "", ...(question.alsoAccept ?? [])]) expect([question.id, pages.has(page)]).toEqual([question.id, true]);
      }
    });

    it("ask only for facts the assistant's index holds, on a page the question accepts", () => {
      const missing = set
        .filter((question) => question.answerable !== false)
        .filter((question) => ![question.link ?? "", ...(question.alsoAccept ?? [])].some((page) => indexedText(page).includes(comparable(question.fact ?? ""))))
        .map((question) => question.id);
      expect(missing).toEqual([]);
    });
  });
});

it(`the built-in answerer answers at least ${floorScore * 100}% of the evaluation's questions`, () => {
  const answers = questions.map((question) => answerBuiltIn(question.question));
  const result = evaluate(questions, answers);
  if (result.score < floorScore) console.log(report(result));
  expect(result.score).toBeGreaterThanOrEqual(floorScore);
});
