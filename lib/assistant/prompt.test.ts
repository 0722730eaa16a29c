/** @jest-environment node */
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
    expect(prompt).toMatch(/Never invent a URL/);
    expect(prompt).toMatch(/\/contact/);
  });

  it("says so when nothing matched", () => {
    expect(systemPrompt([])).toContain("(No passage matched this question.)");
  });
});
