/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { colonLookalikes, dotLookalikes, letterLookalikes, middleDotLookalikes, slashLookalikes } from "./unicode-lookalikes.mjs";

const baseOf = (character: string) => letterLookalikes.find(([, lookalikes]) => lookalikes.includes(character))?.[0];

describe("the generated look-alike tables", () => {
  it("are the ones Unicode's names and confusables give (run `npm run unicode:lookalikes` after an upgrade)", () => {
    const generated = execFileSync(process.execPath, [join(process.cwd(), "scripts/unicode-lookalikes.mjs"), "--print"], { encoding: "utf8" });
    expect(readFileSync(join(process.cwd(), "lib/members/unicode-lookalikes.mjs"), "utf8")).toBe(generated);
  }, 60_000);

  it.each([
    ["a small capital", "ᴀ", "a"],
    ["a small capital N", "ɴ", "n"],
    ["a small capital M (which confusables.txt reads as a turned w)", "ᴍ", "m"],
    ["a negative squared letter", "🅰", "a"],
    ["a negative circled letter", "🅜", "m"],
    ["a regional indicator", "🇦", "a"],
    ["a letter with a hook", "ƫ", "t"],
  ])("read %s as the letter it is a form of", (_what, character, base) => {
    expect(baseOf(character)).toBe(base);
  });

  it("leave letters with a decomposition to NFKC, and other scripts' letters with dots to themselves", () => {
    expect(baseOf("é")).toBeUndefined();
    expect(baseOf("Ⓐ")).toBeUndefined();
    expect(baseOf("ڊ")).toBeUndefined();
  });

  it("hold the dots, colons and slashes confusables.txt gives for '.', ':', '/' and '·'", () => {
    for (const dot of ["\u2024", "\u0701"]) expect(dotLookalikes).toContain(dot);
    for (const dot of ["\u00B7", "\u30FB"]) expect(middleDotLookalikes).toContain(dot);
    expect(colonLookalikes).toContain("\uA789");
    expect(slashLookalikes).toContain("\u2215");
  });
});
