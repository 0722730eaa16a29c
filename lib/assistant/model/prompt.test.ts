/** @jest-environment node */
import { companyProfile } from "@/lib/content/company";
import { promptPassages, systemPrompt } from "./prompt";
import { readQuestion } from "../reading/question";
import { rank } from "../retrieval/ranking";
import { withQuery } from "../retrieval/search";

const ranked = (question: string) => rank(withQuery(readQuestion(question)));

describe("systemPrompt", () => {
  it("gives the team's taught answers first, to be given as theirs", () => {
    const reading = withQuery(readQuestion("do you sign NDAs?"));
    const taught = [{ answer: { id: "nda", question: "Do you sign NDAs?", wordings: [], answer: "Yes, before the first call.", links: [] }, score: 1 }];
    const prompt = systemPrompt(rank(reading), [], reading, taught);
    expect(prompt).toContain(`[1] The ${companyProfile.name} team's answer to "Do you sign NDAs?"\nYes, before the first call.`);
    expect(prompt).toMatch(/team wrote an answer to this question: give it first/);
  });

  it("numbers the ranking's passages with their paths and states the rules", () => {
    const ranking = ranked("What does your DevOps service include?");
    const passages = promptPassages(ranking);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages[0]?.id).toBe(ranking.hits[0]?.id);
    const prompt = systemPrompt(ranking);
    expect(prompt).toContain(`[1] ${passages[0]?.title} (${passages[0]?.url})`);
    expect(prompt).toMatch(/never an invented URL/);
    expect(prompt).toMatch(/\/contact/);
  });

  it("asks for the answer first when one page is clearly ahead, then at most three pages once each, without labels", () => {
    const ranking = ranked("what are your payment terms");
    expect(ranking.confidence).toBe("confident");
    const prompt = systemPrompt(ranking);
    expect(prompt).toMatch(/Answer first, in one to three sentences/);
    expect(prompt).toMatch(/'Read more: ', with at most three pages .*each once/);
    expect(prompt).toMatch(/no labels such as \(article\)/);
  });

  it("asks for the closest pages, each with its sentence, when no page is clearly ahead, naming the same pages the built-in answer offers", () => {
    const ranking = ranked("can you integrate our portal with xero");
    expect(ranking.confidence).toBe("shortlist");
    const prompt = systemPrompt(ranking);
    expect(prompt).toMatch(/do not state a figure as the answer: write 'These pages cover it:'/);
    for (const page of ranking.pages.slice(0, 1)) expect(prompt).toContain(page.page);
  });

  it("has the model admit what the site does not settle, with the e-mail and the contact page, and gives it no passage to guess from", () => {
    const ranking = ranked("How tall is Mount Everest?");
    expect(ranking.confidence).toBe("none");
    const prompt = systemPrompt(ranking);
    expect(promptPassages(ranking)).toEqual([]);
    expect(prompt).toContain("(No passage matched this question.)");
    expect(prompt).toMatch(/does not settle this question: answer only with the one sentence below that starts 'I'm not sure'/);
    expect(prompt).toContain("Never say the site does not cover something.");
    expect(prompt).toContain(`[${companyProfile.email}](mailto:${companyProfile.email})`);
    expect(prompt).toContain("[the contact page](/contact)");
    expect(prompt).toContain(companyProfile.contact.replies);
  });

  it("states the kind of answer asked for and the page the question points at", () => {
    const reading = withQuery(readQuestion("what does the role pay?", [], "/career/devops-engineer"));
    const prompt = systemPrompt(rank(reading), [], reading);
    expect(prompt).toMatch(/The question asks for a price or an amount of money: answer with one the passages state/);
    expect(prompt).toMatch(/The visitor asks from the page \/career\/devops-engineer/);
    const plain = withQuery(readQuestion("do you write tests?"));
    expect(systemPrompt(rank(plain), [], plain)).not.toMatch(/The question asks for|asks from the page/);
  });
});
