/** @jest-environment node */
import { answerBuiltIn } from "../answer/answerer";
import { linkedOf, readQuery, unknownTerms } from "./search";

describe("a visitor's misspelt or other word", () => {
  it("is corrected against the words the site and WordNet know before anything is called missing", () => {
    const query = readQuery("any compatability problems with older phones");
    expect(query.corrected.get("compatability")).toBe("compatibility");
    expect(query.terms).toContain("compatibility");
    expect(unknownTerms(query)).not.toContain("compatibility");
  });

  it("is linked to the content's words for the same sense, searched below the visitor's own", () => {
    const query = readQuery("what wage does the designer get");
    expect(linkedOf(query)).toContain("salary");
    expect(query.terms).not.toContain("salary");
  });

  it("is left as written when people say it, or it names something", () => {
    expect(readQuery("do you work with monzo").corrected.size).toBe(0);
    expect(readQuery("can you help my bakery").corrected.size).toBe(0);
  });

  it("is reported as missing only when nothing links it to the site", () => {
    const answer = answerBuiltIn("is the app compatable with android");
    expect(answer.text).not.toMatch(/doesn't mention .compatable/);
  });
});
