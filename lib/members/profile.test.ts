import { nameRulesProblem, photoProblem, validateProfile } from "./profile";

const valid = { name: "Alex Morgan", photoURL: "", bio: "Founder of a Bristol marketplace." };

describe("validateProfile", () => {
  it("accepts a complete profile and trims it", () => {
    expect(validateProfile({ name: "  Alex  ", photoURL: " /avatars/tide.svg ", bio: " Hi " })).toEqual({
      ok: true,
      values: { name: "Alex", photoURL: "/avatars/tide.svg", bio: "Hi" },
    });
  });

  it.each([
    ["an empty name", { name: "   " }, "name", "Enter the name other members will see."],
    ["a name of 81 characters", { name: "a".repeat(81) }, "name", "Keep your name to 80 characters."],
    ["a name of blank Hangul fillers", { name: "\u3164\u3164" }, "name", "Your name has an invisible or control character in it: retype it without."],
    ["a name with a line break", { name: "Priya\nShah" }, "name", "Your name has an invisible or control character in it: retype it without."],
    ["a photo that is not a web address", { photoURL: "javascript:alert(1)" }, "photoURL", photoProblem],
    ["a photo from another site", { photoURL: "https://example.com/a.png" }, "photoURL", photoProblem],
    ["a bio of 501 characters", { bio: "b".repeat(501) }, "bio", "Keep your bio to 500 characters."],
  ] as const)("rejects %s with a message on that field", (_name, change, field, message) => {
    expect(validateProfile({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("accepts the limits exactly", () => {
    expect(validateProfile({ name: "a".repeat(80), photoURL: "", bio: "b".repeat(500) }).ok).toBe(true);
  });
});

describe("nameRulesProblem", () => {
  it("says what the server will refuse a name for, before it is sent", async () => {
    expect(await nameRulesProblem("Northbeam Support")).toBe("Names with “Northbeam” in them are kept for the agency's staff. Choose another.");
    expect(await nameRulesProblem("Kim (mod)")).toBe("Names with “mod” in them are kept for the agency's staff. Choose another.");
    expect(await nameRulesProblem("Tօm Whitfield")).toMatch(/mixes letters from Latin and Armenian/);
    expect(await nameRulesProblem("Kim Lee")).toBeNull();
  });

  it("leaves staff names to the server for a member with a role, but not unreadable ones", async () => {
    expect(await nameRulesProblem("Kim (mod)", { staff: true })).toBeNull();
    expect(await nameRulesProblem("win.example", { staff: true })).toMatch(/web address/);
  });
});
