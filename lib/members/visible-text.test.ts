import { readFileSync } from "node:fs";
import { join } from "node:path";
import { computeInvisibleRanges } from "@/scripts/invisible-ranges.mjs";
import { blankAloneRanges, invisibleRanges, spaceRanges } from "./invisible-ranges.mjs";
import { rulesLiteral, rulesPatternMax, rulesVisibleExpression, blankAloneClasses } from "./text-patterns.mjs";
import { hasVisibleText, namePatterns, nameProblem, usableName } from "./visible-text";

describe("nameProblem", () => {
  it.each(["Ada", "Priya Shah", "José Álvarez-Núñez", "李小龙", "محمد", "R2-D2", "O'Neil (she/her)", "Zoë 🚀"])("accepts %s", (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it.each([
    ["empty", "   "],
    ["only punctuation and emoji", "🚀 !!"],
    ["a zero-width space", "Ada\u200BLovelace"],
    ["a right-to-left override", "Ada \u202Eecalevol"],
    ["a left-to-right isolate", "\u2066Ada\u2069"],
    ["a newline", "Priya\nShah"],
    ["a byte-order mark", "Ad\uFEFFa"],
    ["the Hangul filler", "\u3164"],
    ["the blank Braille pattern", "Ada\u2800"],
    ["the musical null notehead", "Ada\u{1D159}"],
    ["a private-use character", "Ada\uE000"],
    ["a shorthand format control", "Ada\u{1BCA0}"],
    ["81 characters", "a".repeat(81)],
  ])("refuses a name with %s", (_, name) => {
    expect(nameProblem(name)).not.toBeNull();
  });
});

describe("nameProblem and spaces", () => {
  it.each([
    ["a no-break space", "Ada\u00A0Lovelace"],
    ["an en quad", "Ada\u2000Lovelace"],
    ["a thin space", "Ada\u2009Lovelace"],
    ["a hair space", "Ada\u200ALovelace"],
    ["a narrow no-break space", "Ada\u202FLovelace"],
    ["a medium mathematical space", "Ada\u205FLovelace"],
    ["an ideographic space", "山田\u3000太郎"],
    ["an Ogham space mark", "Ada\u1680Lovelace"],
  ])("refuses a name with %s between its words", (_, name) => {
    expect(nameProblem(name)).toMatch(/ordinary space/);
  });

  it("refuses every space character Unicode lists but the ordinary one", () => {
    const space = /^[\p{Z}\s]$/u;
    const accepted: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (space.test(character) && nameProblem(`Ada${character}Lovelace`) === null) accepted.push(`U+${codePoint.toString(16).toUpperCase()}`);
    }
    expect(accepted).toEqual(["U+20"]);
  });

  it("gives a name from elsewhere ordinary spaces", () => {
    expect(usableName("Ada\u2009Lovelace\u00A0King")).toBe("Ada Lovelace King");
  });
});

describe("hasVisibleText", () => {
  it.each(["hi", "?", "🚀", "  ok  ", "line one\nline two", "数"])("accepts %j", (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });

  it.each([
    ["zero-width spaces", "\u200B\u200B"],
    ["Hangul fillers", "\u3164\u3164"],
    ["blank Braille", "\u2800"],
    ["no-break spaces", "\u00A0\u00A0"],
    ["ideographic spaces", "\u3000"],
    ["newlines and tabs", "\n\t\n"],
    ["a lone combining mark", "\u034F"],
    ["bidi controls", "\u202E\u2066"],
    ["the musical null notehead", "\u{1D159}"],
    ["musical beams and phrase marks", "\u{1D173}\u{1D17A}"],
    ["private-use characters", "\uE000\u{F0000}"],
    ["tag characters", "\u{E0041}\u{E007F}"],
    ["the Khitan small script filler", "\u{16FE4}\u{16FE4}"],
    ["shorthand format controls", "\u{1BCA0}\u{1BCA1}\u{1BCA2}\u{1BCA3}"],
  ])("refuses text of only %s", (_, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it("refuses every default-ignorable code point Unicode lists, alone or repeated", () => {
    const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
    const accepted: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (ignorable.test(character) && hasVisibleText(character.repeat(3))) accepted.push(`U+${codePoint.toString(16).toUpperCase()}`);
    }
    expect(accepted).toEqual([]);
  });
});

describe("usableName", () => {
  it("drops what cannot be shown and keeps the rest", () => {
    expect(usableName("  Ada\u200B \u202ELovelace ")).toBe("Ada Lovelace");
    expect(usableName("\u3164")).toBeNull();
    expect(usableName(null)).toBeNull();
  });
});

describe("the invisible ranges", () => {
  it("are the ones this Node's Unicode data gives (run `npm run unicode:invisible` after an upgrade)", () => {
    expect({ invisibleRanges, blankAloneRanges, spaceRanges }).toEqual(computeInvisibleRanges());
  });

  it("hold what the report found posting: a Khitan filler and the shorthand format controls", () => {
    const within = (ranges: typeof blankAloneRanges, codePoint: number) => ranges.some(([first, last]) => first <= codePoint && codePoint <= last);
    for (const codePoint of [0x16fe4, 0x1bca0, 0x1bca1, 0x1bca2, 0x1bca3]) expect(within(blankAloneRanges, codePoint)).toBe(true);
    for (const codePoint of [0x1bca0, 0x1bca3, 0x200b, 0x3164]) expect(within(invisibleRanges, codePoint)).toBe(true);
  });
});

describe("firestore.rules", () => {
  const rules = readFileSync(join(process.cwd(), "firestore.rules"), "utf8");

  it("checks names and message text with exactly these patterns, over the same generated ranges", () => {
    for (const pattern of namePatterns("re2")) expect(rules).toContain(rulesLiteral(pattern));
    expect(rules).toContain(`return ${rulesVisibleExpression()};`);
  });

  it("keeps every pattern within the length the rules compile", () => {
    for (const pattern of [...namePatterns("re2"), ...blankAloneClasses()]) expect(pattern.length).toBeLessThanOrEqual(rulesPatternMax);
  });
});
