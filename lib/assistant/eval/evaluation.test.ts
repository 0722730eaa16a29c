/** @jest-environment node */
import { answerBuiltIn } from "../answerer";
import { siteUrls } from "../corpus";
import { evaluate, floorScore, report } from "./grade.mjs";
import evaluation from "./questions.json";

type Question = { id: string; question: string; topic: string; link?: string; fact?: string; alsoAccept?: string[]; answerable?: boolean };
const questions: Question[] = evaluation.questions;

describe("the evaluation questions", () => {
  it("are at least 80, in visitors' words, with at least 12 the site cannot answer", () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(questions.filter((question) => question.answerable === false).length).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it("name a page of the site and a fact for every question the site answers", () => {
    const pages = new Set([...siteUrls()].map((url) => url.split("#")[0]));
    for (const question of questions.filter((entry) => entry.answerable !== false)) {
      expect(question.fact?.trim()).toBeTruthy();
      for (const page of [question.link ?? "", ...(question.alsoAccept ?? [])]) expect([question.id, pages.has(page)]).toEqual([question.id, true]);
    }
  });
});

it(`the built-in answerer answers at least ${floorScore * 100}% of them`, () => {
  const answers = questions.map((question) => answerBuiltIn(question.question));
  const result = evaluate(questions, answers);
  if (result.score < floorScore) console.log(report(result));
  expect(result.score).toBeGreaterThanOrEqual(floorScore);
});
