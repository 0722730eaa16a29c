/** @jest-environment node */
import { companyProfile } from "@/lib/site/company";
import { retrievalQuery, retrieve, systemPrompt } from "./prompt";

const user = (content: string) => ({ role: "user" as const, content });
const assistant = (content: string) => ({ role: "assistant" as const, content });

describe("retrievalQuery", () => {
  it("searches a standalone question on its own, however short", () => {
    expect(retrievalQuery([user("Do you use Terraform?"), assistant("Yes."), user("Kubernetes experience?")])).toBe("Kubernetes experience?");
  });

  it("joins a follow-up to the previous question", () => {
    const query = retrievalQuery([user("Do you build mobile apps?"), assistant("Yes, see [Mobile Apps](/services/mobile-apps)."), user("tell me more")]);
    expect(query).toContain("tell me more");
    expect(query).toContain("Do you build mobile apps?");
  });
});

describe("systemPrompt", () => {
  it("numbers the passages with their paths and states the rules", () => {
    const passages = retrieve([user("What does your DevOps service include?")]);
    const prompt = systemPrompt(passages);
    expect(passages.length).toBeGreaterThan(0);
    expect(prompt).toContain(`[1] ${passages[0]?.title} (${passages[0]?.url})`);
    expect(prompt).toMatch(/never an invented URL/);
    expect(prompt).toMatch(/\/contact/);
  });

  it("asks for the answer first, then at most three pages once each, without labels", () => {
    const prompt = systemPrompt(retrieve([user("How long does an app take?")]));
    expect(prompt).toMatch(/one to three sentences/);
    expect(prompt).toMatch(/'Read more: ', with at most three pages .*each once/);
    expect(prompt).toMatch(/no labels such as \(article\)/);
  });

  it("has the model admit what the passages do not settle, with the e-mail and the contact page, instead of guessing", () => {
    const prompt = systemPrompt([]);
    expect(prompt).toMatch(/do not settle the question, do not guess and do not offer unrelated passages/);
    expect(prompt).toContain(`[${companyProfile.email}](mailto:${companyProfile.email})`);
    expect(prompt).toContain("[the contact page](/contact)");
  });

  it("says so when nothing matched", () => {
    expect(systemPrompt([])).toContain("(No passage matched this question.)");
  });
});
