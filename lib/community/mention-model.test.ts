import { readFileSync } from "node:fs";
import { join } from "node:path";
import { mentionsFromRecord, mentionsInText, mentionsMax, mentionsRecord, textPieces } from "./mention-model";

describe("mentionsMax", () => {
  const rules = readFileSync(join(process.cwd(), "firestore.rules"), "utf8");
  const listed = rules.slice(rules.indexOf("function listedMentions("), rules.indexOf("match /community_chat/"));

  it("is the most firestore.rules checks, one listed name each", () => {
    expect(listed).toContain(`mentions.size() <= ${mentionsMax}`);
    const indices = [...listed.matchAll(/listedMention\(mentions, mentions\.keys\(\), (\d+)\)/g)].map(([, index]) => Number(index));
    expect(indices).toEqual(Array.from({ length: mentionsMax }, (_, index) => index));
  });
});

describe("mentionsFromRecord", () => {
  it("reads a stored map as the members named, in order", () => {
    expect(mentionsFromRecord({ a1: "Ada Lovelace", b2: "Grace Hopper" })).toEqual([
      { uid: "a1", name: "Ada Lovelace" },
      { uid: "b2", name: "Grace Hopper" },
    ]);
  });

  it("leaves out what the rules refuse now: keys no member has, names no member could have", () => {
    const stored = {
      "../../users/x": "Ada",
      rtl: "\u202EnimdA",
      zero: "Ada\u200B",
      number: 42,
      empty: "",
      spaces: "   ",
      ok: "Ada",
    };
    expect(mentionsFromRecord(stored)).toEqual([{ uid: "ok", name: "Ada" }]);
    expect(mentionsFromRecord(["a"])).toEqual([]);
    expect(mentionsFromRecord("a")).toEqual([]);
  });

  it("keeps no more than the most a message may name", () => {
    const many = Object.fromEntries(Array.from({ length: mentionsMax + 3 }, (_, index) => [`m${index}`, `Member ${index}`]));
    expect(mentionsFromRecord(many)).toHaveLength(mentionsMax);
  });
});

describe("mentionsInText and textPieces", () => {
  const ada = { uid: "a", name: "Ada" };
  const adaL = { uid: "b", name: "Ada Lovelace" };

  it("keeps the chosen members whose @Name is still in the text, each once, at most the maximum", () => {
    expect(mentionsInText("hi @Ada", [ada, adaL, ada])).toEqual([ada]);
    const chosen = Array.from({ length: mentionsMax + 1 }, (_, index) => ({ uid: `m${index}`, name: `M${index}` }));
    expect(mentionsInText(chosen.map((member) => `@${member.name}`).join(" "), chosen)).toHaveLength(mentionsMax);
    expect(mentionsRecord([ada, adaL])).toEqual({ a: "Ada", b: "Ada Lovelace" });
  });

  it("draws the longest name first where one name starts another", () => {
    expect(textPieces("@Ada Lovelace and @Ada!", [ada, adaL])).toEqual([
      { text: "@Ada Lovelace", mention: adaL },
      { text: " and " },
      { text: "@Ada", mention: ada },
      { text: "!" },
    ]);
  });
});
