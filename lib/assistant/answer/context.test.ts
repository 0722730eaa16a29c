/** @jest-environment node */
import { answerBuiltIn } from "./answerer";
import { readQuestion } from "../reading/question";

describe("the page a question is asked from", () => {
  it("is the question's subject when the question points at it", () => {
    expect(readQuestion("is this one remote?", [], "/career/devops-engineer").context).toBe("/career/devops-engineer");
    expect(readQuestion("what did their new checkout do for sales", [], "/projectdetail/marlow-finch-headless-checkout").context).toBe(
      "/projectdetail/marlow-finch-headless-checkout",
    );
    expect(readQuestion("whats the pay for the role", [], "/career/product-designer").context).toBe("/career/product-designer");
  });

  it("is the subject when the question names nothing of its own", () => {
    expect(readQuestion("how long would that take?", [], "/services/ux-ui-design").context).toBe("/services/ux-ui-design");
  });

  it("is not the subject when the question names another thing, or the page is not one thing's", () => {
    expect(readQuestion("do you build mobile apps with react native", [], "/career/product-designer").context).toBeUndefined();
    expect(readQuestion("is this remote?", [], "/faq").context).toBeUndefined();
    expect(readQuestion("is this one remote?").context).toBeUndefined();
  });

  it("answers about that page's opening, not with the list of openings", () => {
    const answer = answerBuiltIn("is this job remote or in the office", [], "/career/mobile-engineer-react-native");
    expect(answer.shape).not.toBe("openings");
    expect(answer.text).toContain("Remote (UK/EU)");
    expect(answer.sources.map((source) => source.url)).toContain("/career/mobile-engineer-react-native");
  });

  it("answers a figure about the page's thing from its typed facts", () => {
    const answer = answerBuiltIn("what does the role pay?", [], "/career/devops-engineer");
    expect(answer.text).toContain("£60,000");
    expect(answer.text).not.toContain("£70,000");
  });

  it("puts the page's own passages first", () => {
    const answer = answerBuiltIn("what did it do for their conversion?", [], "/projectdetail/marlow-finch-headless-checkout");
    expect(answer.text).toContain("18%");
    expect(answer.sources[0]?.url).toBe("/projectdetail/marlow-finch-headless-checkout");
  });

  it("is joined by the case studies and openings a question names, whose passages come first too", () => {
    expect(readQuestion("what stack did the avonmere app use").named).toEqual(["/projectdetail/avonmere-physio-rehab-app"]);
    const answer = answerBuiltIn("which database did the avonmere physio project run on");
    expect(answer.sources[0]?.url).toBe("/projectdetail/avonmere-physio-rehab-app");
  });
});
