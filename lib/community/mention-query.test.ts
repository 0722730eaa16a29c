import { mentionQueryAt, nameStartsWith, withMention } from "./mention-query";

describe("mentionQueryAt", () => {
  it("finds the name being typed after an @ at the start or after a space, up to the caret", () => {
    expect(mentionQueryAt("@pri", 4)).toEqual({ start: 0, end: 4, query: "pri" });
    expect(mentionQueryAt("hi @Priya Sh", 12)).toEqual({ start: 3, end: 12, query: "Priya Sh" });
    expect(mentionQueryAt("hi\n@Tom and more", 8)).toEqual({ start: 3, end: 8, query: "Tom " });
    expect(mentionQueryAt("hi @Tom and more", 6)).toEqual({ start: 3, end: 6, query: "To" });
  });

  it("finds none in an address, right after the @, after a space straight away or on another line", () => {
    expect(mentionQueryAt("mail me@example.org", 19)).toBeNull();
    expect(mentionQueryAt("hi @", 4)).toBeNull();
    expect(mentionQueryAt("hi @ there", 10)).toBeNull();
    expect(mentionQueryAt("@Tom\nthanks", 11)).toBeNull();
    expect(mentionQueryAt("no mention", 10)).toBeNull();
    expect(mentionQueryAt(`@${"a".repeat(81)}`, 82)).toBeNull();
  });
});

describe("withMention", () => {
  it("puts the chosen name and a space in place of what was typed, the caret after them", () => {
    const text = "hi @pri";
    expect(withMention(text, { start: 3, end: 7, query: "pri" }, "Priya Shah")).toEqual({ text: "hi @Priya Shah ", caret: 15 });
  });

  it("adds no second space before text that follows", () => {
    expect(withMention("@to and you", { start: 0, end: 3, query: "to" }, "Tom Lee")).toEqual({ text: "@Tom Lee and you", caret: 9 });
    expect(withMention("@to,", { start: 0, end: 3, query: "to" }, "Tom Lee")).toEqual({ text: "@Tom Lee ,", caret: 9 });
  });
});

it("matches a name by its start in any case", () => {
  expect(nameStartsWith("Priya Shah", "priya s")).toBe(true);
  expect(nameStartsWith("Priya Shah", "shah")).toBe(false);
});
