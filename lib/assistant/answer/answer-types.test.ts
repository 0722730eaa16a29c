/** @jest-environment node */
import { answerBuiltIn } from "./answerer";
import { askedIn, evidence } from "../reading/fact-kinds";

describe("the kind of answer a question asks for", () => {
  it.each([
    ["what percentage of your projects ship on time", "percentage"],
    ["by how much did bookings go up", "percentage"],
    ["what year did the studio open", "date"],
    ["when do applications close for the designer job", "date"],
    ["when was the app launched", "date"],
    ["how long have you been around", "date"],
    ["how long does a discovery take", "duration"],
    ["how much is a research sprint", "price"],
    ["how many people would work on it", "count"],
    ["who leads frontend", "person"],
    ["where is your office", "place"],
    ["do you write tests", "any"],
  ])("reads %p as asking for a %s", (question, kind) => {
    expect(askedIn(question)).toBe(kind);
  });

  it.each([
    ["percentage", "Repeat bookings rose 23% in the first quarter.", "We rebuilt the booking flow around the clinic's week."],
    ["date", "The studio opened in 2014 in a shared office.", "The studio grew one client at a time."],
    ["duration", "A discovery takes two weeks.", "A discovery ends with a plan you can take anywhere."],
    ["price", "A research sprint costs £12,000.", "A research sprint ends with a tested prototype."],
    ["price", "The first workshop is free of charge.", "The first workshop frees up a week of planning."],
    ["price", "Joining the forum is free.", "Join the forum whenever you are free."],
  ] as const)("knows a sentence that holds a %s from one that does not", (kind, holds, lacks) => {
    expect(evidence[kind].test(holds)).toBe(true);
    expect(evidence[kind].test(lacks)).toBe(false);
  });
});

describe("an FAQ entry's bare opening", () => {
  it("is given after its question when the visitor asked something else", () => {
    const answer = answerBuiltIn("can you work alongside our own engineers");
    expect(answer.text).toMatch(/\*\*Can you work (?:alongside|with) our (?:in-house|existing) team\?\*\* We prefer to\./);
  });

  it("is given alone when the visitor asked that very question", () => {
    const answer = answerBuiltIn("Can you work alongside our in-house team?");
    expect(answer.text).toMatch(/^We prefer to\./);
  });
});

describe("an FAQ entry asked in its own words", () => {
  it("answers with its opening whatever kind of fact the question seems to ask for", () => {
    // "Who…?" asks for a person, and "Only signed-in members." names none, but it is the entry's answer.
    expect(answerBuiltIn("so who can see my profile?").text).toContain("Only signed-in members.");
  });
});

describe("a question about time that names nothing", () => {
  it("is about how long a first release takes, when it asks how long the work takes", () => {
    expect(answerBuiltIn("how long will it take?").facts).toEqual([{ kind: "duration", about: "engagement" }]);
  });

  it("is not, when it asks how long the studio has been going or when the work can start", () => {
    const age = answerBuiltIn("so how long have you been around?");
    expect(age.facts).toBeUndefined();
    expect(age.text).toContain("2014");
    const start = answerBuiltIn("how soon could you start?");
    expect(start.facts).toBeUndefined();
    expect(start.sources.map((source) => source.url)).toContain("/faq#how-a-project-starts");
  });
});
