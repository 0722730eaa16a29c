import { groupUnanswered, questionKey, scrubQuestion, windowStart } from "./unanswered";

describe("scrubQuestion", () => {
  it("takes out addresses, numbers, links and introduced names", () => {
    expect(scrubQuestion("Hi, my name is Priya Shah, can you call me on +44 7700 900123 or mail priya@example.com?")).toBe(
      "hi, my name is [name], can you call me on [number] or mail [e-mail]",
    );
    expect(scrubQuestion("See https://example.com/brief  and   www.example.org/x")).toBe("see [link] and [link]");
    expect(scrubQuestion("I am looking for a mobile developer")).toBe("i am looking for a mobile developer");
    expect(scrubQuestion("x".repeat(500))).toHaveLength(200);
  });
});

describe("groupUnanswered", () => {
  it("adds up the days of one question, whatever its punctuation, most asked first", () => {
    const groups = groupUnanswered([
      { question: "do you sign ndas?", day: "2026-11-20", count: 1 },
      { question: "are you iso 27001 certified?", day: "2026-11-22", count: 1 },
      { question: "do you sign NDAs", day: "2026-11-23", count: 2 },
    ]);
    expect(groups).toEqual([
      { question: "do you sign ndas?", count: 3, lastDay: "2026-11-23" },
      { question: "are you iso 27001 certified?", count: 1, lastDay: "2026-11-22" },
    ]);
    expect(questionKey("Do you sign NDAs?!")).toBe("do you sign ndas");
  });

  it("starts the 30-day window 29 days before today", () => {
    expect(windowStart(new Date("2026-11-24T10:00:00Z"))).toBe("2026-10-26");
  });
});
