import { checkSignUp, parseReset, parseSignIn, parseSignUp, type CredentialValues } from "./credentials";

const values = (overrides: Partial<CredentialValues>): CredentialValues => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "analytical",
  ...overrides,
});

describe("parseSignUp", () => {
  it("accepts a name, an e-mail address and a long enough password, trimmed", () => {
    expect(parseSignUp(values({ name: "  Ada  ", email: " ada@example.com " }))).toEqual({
      ok: true,
      data: { name: "Ada", email: "ada@example.com", password: "analytical" },
    });
  });

  it.each<[string, Partial<CredentialValues>, Record<string, string>]>([
    ["an empty name", { name: "   " }, { name: "Enter your name." }],
    ["a name of 81 characters", { name: "a".repeat(81) }, { name: "Keep your name to 80 characters." }],
    ["a name of only punctuation", { name: "-- !!" }, { name: "Your name needs at least one letter or digit." }],
    [
      "a name with a right-to-left override",
      { name: "Ada \u202Eecalevol" },
      { name: "Your name has an invisible or control character in it: retype it without." },
    ],
    ["an empty e-mail", { email: "" }, { email: "Enter your e-mail address." }],
    ["an e-mail without a domain", { email: "ada@" }, { email: "Enter a valid e-mail address." }],
    ["an e-mail without an at sign", { email: "ada.example.com" }, { email: "Enter a valid e-mail address." }],
    ["an empty password", { password: "" }, { password: "Enter your password." }],
    ["a password of 7 characters", { password: "1234567" }, { password: "Choose a password of at least 8 characters." }],
    [
      "everything empty, one message per field in form order",
      { name: "", email: "", password: "" },
      { name: "Enter your name.", email: "Enter your e-mail address.", password: "Enter your password." },
    ],
  ])("refuses %s", (_, overrides, expected) => {
    const parsed = parseSignUp(values(overrides));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual(Object.entries(expected).map(([field, message]) => ({ message, fields: [field] })));
  });

  it("accepts a name of exactly 80 characters and a password of exactly 8", () => {
    expect(parseSignUp(values({ name: "a".repeat(80), password: "12345678" })).ok).toBe(true);
  });
});

describe("checkSignUp", () => {
  it.each([
    ["a name kept for staff", "Northbeam Admin", "Names with “Northbeam” in them are kept for the agency's staff. Choose another."],
    ["a staff word spelled with a Latin alpha", "ɑdmin", "Names with “admin” in them are kept for the agency's staff. Choose another."],
    [
      "a Latin name with a Cyrillic letter",
      "Priya Sһaһ",
      "“Sһaһ” mixes letters from Latin and Cyrillic, which can pass for another name. Write each word in one alphabet.",
    ],
  ])("refuses %s on the name field, as the server would", async (_, name, message) => {
    expect(await checkSignUp(values({ name }))).toEqual({ ok: false, problems: [{ message, fields: ["name"] }] });
  });

  it("says the form's own problems first, and passes a good name", async () => {
    expect(await checkSignUp(values({ name: "" }))).toMatchObject({ ok: false, problems: [{ fields: ["name"], message: "Enter your name." }] });
    expect(await checkSignUp(values({ name: "Ada Lovelace" }))).toMatchObject({ ok: true });
  });
});

describe("parseSignIn", () => {
  it("does not hold existing accounts to the new password length", () => {
    expect(parseSignIn(values({ name: "", password: "short" }))).toEqual({ ok: true, data: { email: "ada@example.com", password: "short" } });
  });

  it.each<[Partial<CredentialValues>, Record<string, string>]>([
    [{ email: "" }, { email: "Enter your e-mail address." }],
    [{ email: "not an address" }, { email: "Enter a valid e-mail address." }],
    [{ password: "" }, { password: "Enter your password." }],
  ])("refuses %j", (overrides, expected) => {
    const parsed = parseSignIn(values(overrides));
    expect(parsed).toEqual({ ok: false, problems: Object.entries(expected).map(([field, message]) => ({ message, fields: [field] })) });
  });
});

describe("parseReset", () => {
  it("needs only the e-mail address", () => {
    expect(parseReset(values({ name: "", password: "" }))).toEqual({ ok: true, data: { email: "ada@example.com" } });
    expect(parseReset(values({ email: "ada" }))).toEqual({ ok: false, problems: [{ message: "Enter a valid e-mail address.", fields: ["email"] }] });
  });
});
