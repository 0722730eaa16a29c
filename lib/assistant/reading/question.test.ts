/** @jest-environment node */
import { readQuestion } from "./question";

const user = (content: string) => ({ role: "user" as const, content });
const assistant = (content: string) => ({ role: "assistant" as const, content });

describe("readQuestion", () => {
  it.each([
    ["hi there", "greeting"],
    ["thanks!", "thanks"],
    ["what's your phone number?", "contact"],
    ["r u hiring rn", "openings"],
    ["would you take on a design-only job?", "question"],
    ["can other members see my email address?", "question"],
    ["how much does an app cost", "question"],
  ])("reads %p as %p", (question, intent) => {
    expect(readQuestion(question).intent).toBe(intent);
  });

  it("writes chat shorthand out before anything reads it", () => {
    expect(readQuestion("r u guys able 2 do it asap, pls?").said).toBe("are you guys able 2 do it as soon as possible please");
    expect(readQuestion("dont u do ios apps").said).toBe("do not you do ios apps");
  });

  it("tells what kind of fact is asked for", () => {
    expect(readQuestion("how long does an mvp take").asked).toBe("duration");
    expect(readQuestion("how much is a website").asked).toBe("price");
    expect(readQuestion("how often do you demo").asked).toBe("frequency");
    expect(readQuestion("where is the studio").asked).toBe("place");
    expect(readQuestion("do you use react").yesNo).toBe(true);
  });
});

describe("the text searched for", () => {
  it("searches a standalone question on its own, however short", () => {
    expect(readQuestion("Kubernetes experience?", [user("Do you use Terraform?"), assistant("Yes.")]).text).toBe("kubernetes experience");
  });

  it("joins a follow-up to the previous question", () => {
    const { text } = readQuestion("tell me more", [user("Do you build mobile apps?"), assistant("Yes, see [Mobile Apps](/services/mobile-apps).")]);
    expect(text).toContain("tell me more");
    expect(text).toContain("do you build mobile apps");
  });
});
