import { validateProfile } from "./profile";

const valid = { name: "Alex Morgan", photoURL: "", bio: "Founder of a Bristol marketplace." };

describe("validateProfile", () => {
  it("accepts a complete profile and trims it", () => {
    expect(validateProfile({ name: "  Alex  ", photoURL: " https://example.com/a.png ", bio: " Hi " })).toEqual({
      ok: true,
      values: { name: "Alex", photoURL: "https://example.com/a.png", bio: "Hi" },
    });
  });

  it.each([
    ["an empty name", { name: "   " }, "name", "Enter the name other members will see."],
    ["a name of 81 characters", { name: "a".repeat(81) }, "name", "Keep your name to 80 characters."],
    ["a name of blank Hangul fillers", { name: "\u3164\u3164" }, "name", "Your name has an invisible or control character in it: retype it without."],
    ["a name with a line break", { name: "Priya\nShah" }, "name", "Your name has an invisible or control character in it: retype it without."],
    ["a photo that is not a web address", { photoURL: "javascript:alert(1)" }, "photoURL", "Use a web address starting with https://, or leave it empty."],
    ["a photo address with spaces", { photoURL: "https://example.com/a b.png" }, "photoURL", "Use a web address starting with https://, or leave it empty."],
    ["a bio of 501 characters", { bio: "b".repeat(501) }, "bio", "Keep your bio to 500 characters."],
  ] as const)("rejects %s with a message on that field", (_name, change, field, message) => {
    expect(validateProfile({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("accepts the limits exactly", () => {
    expect(validateProfile({ name: "a".repeat(80), photoURL: "", bio: "b".repeat(500) }).ok).toBe(true);
  });
});
