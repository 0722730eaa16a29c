/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

describe("the assistant's lexicon", () => {
  it("is the one WordNet and the current content give (run `npm run assistant:lexicon` after changing either)", () => {
    const generated = execFileSync(process.execPath, [join(process.cwd(), "scripts/assistant-lexicon.mjs"), "--print"], { encoding: "utf8" });
    expect(readFileSync(join(process.cwd(), "lib/assistant/reading/lexicon.json"), "utf8")).toBe(generated);
  }, 60_000);
});
