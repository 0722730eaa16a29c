/** @jest-environment node */
import { getJobs, getProjects, getServices } from "@/lib/content";
import { replyPromise } from "@/lib/content/company";
import { studio } from "@/lib/content/data/studio";
import { gbp, poundsCompact, spanText } from "@/lib/content/figures";
import { salaryText } from "@/lib/content/salary";
import { answerBuiltIn } from "./answerer";
import { answerFacts } from "./facts";
import { normalize } from "../reading/question";

const service = (id: string) => {
  const found = getServices().find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
};
const work = (serviceId: string, id: string) => {
  const found = service(serviceId).engagements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no engagement ${id}`);
  return found;
};
const pages = (text: string) => [...text.matchAll(/\]\((\/[^)#]*)/g)].map((match) => match[1]);

describe("a question that asks for a typed fact", () => {
  const marketingSite = work("web-development", "marketing-site");
  const sprint = work("ux-ui-design", "research-sprint");
  const audit = work("devops", "platform-audit");
  const mobile = work("mobile-apps", "mobile-first-version");

  it.each([
    ["ballpark for a website?", [marketingSite.price?.min, marketingSite.price?.max], "/services/web-development"],
    ["how much for a design sprint", [sprint.price?.min, sprint.price?.max], "/services/ux-ui-design"],
    ["whats the price of an infrastructure audit", [audit.price?.min], "/services/devops"],
    ["what's an app in the app store going to run me", [mobile.price?.min, mobile.price?.max], "/services/mobile-apps"],
  ])("%p states the price from its field, with its page", (question, amounts, page) => {
    const { shape, text, facts } = answerBuiltIn(question);
    expect(shape).toBe("confident");
    expect(facts?.[0]?.kind).toBe("cost");
    for (const amount of amounts) expect(text).toContain(gbp(amount ?? 0));
    expect(pages(text)).toContain(page);
    expect(text).not.toMatch(/doesn't mention/);
  });

  it.each([
    ["how long til our app is in the app store", spanText({ min: 12, max: 16, unit: "week" }), "/services/mobile-apps"],
    ["how long does a marketing website take", spanText({ min: 6, max: 10, unit: "week" }), "/services/web-development"],
    ["how long is discovery", "two weeks", "/faq"],
  ])("%p states the duration from its field", (question, span, page) => {
    const { text, facts } = answerBuiltIn(question);
    expect(facts?.[0]?.kind).toBe("duration");
    expect(text).toContain(span);
    expect(pages(text)).toContain(page);
  });

  it("reads the page a question is asked from as the thing it is about", () => {
    const onWeb = answerBuiltIn("what does a website cost", [], "/services/web-development");
    expect(onWeb.text).toContain(poundsCompact(marketingSite.price ?? { min: 0, max: 0 }).split("–")[0]);
    expect(onWeb.text).not.toContain(gbp(studio.dayRate.min));
    const onDevops = answerBuiltIn("how much does it cost?", [], "/services/devops");
    expect(onDevops.text).toContain(gbp(7500));
    expect(pages(onDevops.text)).toContain("/services/devops");
  });

  it("answers the reply promise from the studio's field, never the privacy policy's month", () => {
    for (const question of ["when will you reply to my enquiry", "how quick do u get back to people"]) {
      const { text, facts } = answerBuiltIn(question);
      expect(facts).toEqual([{ kind: "reply", about: "studio" }]);
      expect(text).toContain(replyPromise);
      expect(text).not.toMatch(/one month/);
    }
  });

  it("gives one line for each thing that fits a name several things have", () => {
    const { text, facts } = answerBuiltIn("what's an app going to run me");
    expect(facts?.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^It depends on which you mean:\n- \[/);
  });

  it("answers an opening's pay and workplace, a case study's results and the team's size", () => {
    const devops = getJobs().find((job) => job.id === "devops-engineer");
    const tollgate = getProjects().find((project) => project.id === "tollgate-driver-app");
    expect(answerBuiltIn("what do you pay devops engineers").text).toContain(devops ? salaryText(devops) : "?");
    expect(answerBuiltIn("is the product designer job remote").text).toMatch(/at least two days a week in our Bristol studio/);
    expect(answerBuiltIn("what results did you get for tollgate").text).toContain((tollgate?.results[1] ?? "?").slice(1));
    expect(answerBuiltIn("how many people work at northbeam").text).toContain(`around ${studio.teamSize}`);
  });

  it.each([
    // Not a figure: "how much" of the visitor's time, a quote as a process, an everyday question.
    "how much of our own time will we need to commit each week while you're building?",
    "Can I get a quote?",
    "do you build mobile apps?",
    // Says more than the fact would answer.
    "how long does it take to rank on google with a new website built with accessible components",
    "how long do you keep the data from my contact form request",
  ])("%p is left to the ranking", (question) => {
    expect(answerFacts(normalize(question), "any")).toBeUndefined();
  });
});
