/** @jest-environment node */
import { correctedSpelling, lemmaOf, tokensOf, valuesIn } from "./language";

describe("the language model's reading", () => {
  it("gives each word its dictionary form and part of speech", () => {
    expect(lemmaOf("migrations")).toBe("migration");
    expect(lemmaOf("took")).toBe("take");
    expect(tokensOf("their team built it").map((token) => token.pos)).toEqual(["PRON", "NOUN", "VERB", "PRON"]);
  });

  it.each([
    ["The rebuild took 14 weeks.", "duration"],
    ["Bookings rose by 23% in a quarter.", "percentage"],
    ["A fixed quote of £18,500 covers it.", "money"],
    ["The clinic opened in 2019.", "date"],
    ["Nine engineers worked on it.", "count"],
  ])("finds the kind of value in %p", (sentence, kind) => {
    expect([...valuesIn(sentence)]).toContain(kind);
  });

  it("finds no value in a sentence without one", () => {
    expect([...valuesIn("We design the interface with the people who will use it.")]).toEqual([]);
  });
});

describe("correctedSpelling", () => {
  const known = ["compatibility", "availability", "receive", "accessibility", "kubernetes", "month", "money"];

  it.each([
    ["a vowel typed for another", "availabilty", "availability"],
    ["two slips in a long word", "acessibilty", "accessibility"],
    ["two letters typed the wrong way round", "recieve", "receive"],
    ["a letter dropped", "kubernets", "kubernetes"],
  ])("corrects %s", (_what, typed, meant) => {
    expect(correctedSpelling(typed, known)).toBe(meant);
  });

  it("leaves words that are nothing near a known one, short words and words with other first letters", () => {
    expect(correctedSpelling("monzo", known)).toBeUndefined();
    expect(correctedSpelling("mnth", known)).toBeUndefined();
    expect(correctedSpelling("oney", known)).toBeUndefined();
    expect(correctedSpelling("ecieve", known)).toBeUndefined();
  });

  it("prefers the word ranked higher when two are as close", () => {
    expect(correctedSpelling("pricer", ["prices", "priced"], (word) => (word === "priced" ? 2 : 1))).toBe("priced");
    expect(correctedSpelling("pricer", ["prices", "priced"], (word) => (word === "prices" ? 2 : 1))).toBe("prices");
  });
});
