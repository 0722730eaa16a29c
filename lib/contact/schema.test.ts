/**
 * @jest-environment node
 */
import { validateContact, type ContactField, type ContactMessage } from "./schema";

const serviceIds = ["custom-software", "web-development"];

const base = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A new website",
  message: "We would like to talk about a project.",
};
const clean: ContactMessage = { ...base, phone: "", services: [] };

const says = {
  enterName: "Enter your name.",
  shortName: "Your name needs at least 2 characters.",
  longName: "Keep your name to 100 characters.",
  badName: "Your name contains characters we cannot accept.",
  enterEmail: "Enter your e-mail address.",
  longEmail: "That e-mail address is too long.",
  badEmail: "Enter a valid e-mail address, like name@example.com.",
  badPhone: "Use 7-20 digits, spaces, +, - or brackets (at least 7 digits), or leave the phone empty.",
  enterSubject: "Enter your subject.",
  shortSubject: "Your subject needs at least 3 characters.",
  longSubject: "Keep your subject to 150 characters.",
  badSubject: "Your subject contains characters we cannot accept.",
  enterMessage: "Enter your message.",
  shortMessage: "Your message needs at least 10 characters.",
  longMessage: "Keep your message to 5000 characters.",
  badMessage: "Your message contains characters we cannot accept.",
  unknownService: "Choose services from the list.",
} as const;

const form = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({ ...base, ...changes });

function without(field: ContactField): Record<string, unknown> {
  const input = form();
  delete input[field];
  return input;
}

// A realistic address: 64-character local part, labels of at most 63.
const address = (length: number) => `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(length - 197)}.com`;

const injections = ["<script>alert(1)</script>", "' OR 1=1 --", "${7*7}", "{{constructor}}"];

describe("validateContact accepts", () => {
  it.each<[string, Record<string, unknown>, Partial<ContactMessage>]>([
    ["a plain message", form(), {}],
    ["a name with a diaeresis", form({ name: "Zoë" }), { name: "Zoë" }],
    ["a name with a ring", form({ name: "Anders Ångström" }), { name: "Anders Ångström" }],
    ["a Chinese name", form({ name: "李小龙" }), { name: "李小龙" }],
    ["a two-character Chinese name", form({ name: "李龙" }), { name: "李龙" }],
    ["a Vietnamese name", form({ name: "Nguyễn Văn An" }), { name: "Nguyễn Văn An" }],
    ["apostrophes and hyphens", form({ name: "Mary-Kate O'Brien-O’Neill" }), { name: "Mary-Kate O'Brien-O’Neill" }],
    [
      "emoji everywhere",
      form({ name: "Zoë 🎉", subject: "Launch 🚀", message: "Thanks! 🙏 Family: 👨‍👩‍👧" }),
      { name: "Zoë 🎉", subject: "Launch 🚀", message: "Thanks! 🙏 Family: 👨‍👩‍👧" },
    ],
    ["a 2-character name", form({ name: "Al" }), { name: "Al" }],
    ["a 100-character name", form({ name: "n".repeat(100) }), { name: "n".repeat(100) }],
    ["a name of 100 emoji (lengths count code points)", form({ name: "😀".repeat(100) }), { name: "😀".repeat(100) }],
    ["a 102-character name that trims to 100", form({ name: ` ${"n".repeat(100)} ` }), { name: "n".repeat(100) }],
    ["a 3-character subject", form({ subject: "Hi!" }), { subject: "Hi!" }],
    ["a 150-character subject", form({ subject: "s".repeat(150) }), { subject: "s".repeat(150) }],
    ["a 10-character message", form({ message: "m".repeat(10) }), { message: "m".repeat(10) }],
    ["a 4999-character message", form({ message: "m".repeat(4999) }), { message: "m".repeat(4999) }],
    ["a 5000-character message", form({ message: "m".repeat(5000) }), { message: "m".repeat(5000) }],
    ["a 5001-character message that trims to 5000", form({ message: ` ${"m".repeat(5000)}` }), { message: "m".repeat(5000) }],
    [
      "line breaks and tabs inside the message",
      form({ message: "Hello,\n\nline two\tafter a tab\r\nend." }),
      { message: "Hello,\n\nline two\tafter a tab\r\nend." },
    ],
    [
      "surrounding whitespace, trimmed in every field",
      { name: "  Zoë  ", email: " ada@example.com\t", phone: " 0117 496 0123 ", subject: "\tHello there\n", message: "\n\n  A message of some length.  \n" },
      { name: "Zoë", phone: "0117 496 0123", subject: "Hello there", message: "A message of some length." },
    ],
    ["plus-addressing", form({ email: "ada+contact@example.com" }), { email: "ada+contact@example.com" }],
    ["a subdomain", form({ email: "ada@mail.eu.example.co.uk" }), { email: "ada@mail.eu.example.co.uk" }],
    ["an IDN domain written in punycode", form({ email: "ada@xn--bcher-kva.de" }), { email: "ada@xn--bcher-kva.de" }],
    ["a 254-character e-mail address", form({ email: address(254) }), { email: address(254) }],
    ["an empty phone", form({ phone: "" }), { phone: "" }],
    ["a missing phone", without("phone"), { phone: "" }],
    ["a whitespace-only phone, as empty", form({ phone: "   " }), { phone: "" }],
    ["an international phone", form({ phone: "+44 117 496 0123" }), { phone: "+44 117 496 0123" }],
    ["a phone with brackets and a hyphen", form({ phone: "(0117) 496-0123" }), { phone: "(0117) 496-0123" }],
    ["a 7-digit phone", form({ phone: "4960123" }), { phone: "4960123" }],
    ["a 20-character phone", form({ phone: "+44 (0) 117 496 0123" }), { phone: "+44 (0) 117 496 0123" }],
    ["no services", form({ services: [] }), { services: [] }],
    ["missing services", without("services"), { services: [] }],
    ["one known service", form({ services: ["web-development"] }), { services: ["web-development"] }],
    ["all known services", form({ services: ["custom-software", "web-development"] }), { services: ["custom-software", "web-development"] }],
    [
      "duplicate services, collapsed in order",
      form({ services: ["web-development", "web-development", "custom-software"] }),
      { services: ["web-development", "custom-software"] },
    ],
    ["unknown extra fields, dropped", form({ admin: true, uid: "someone-else", createdAt: 0 }), {}],
  ])("%s", (_, input, expected) => {
    expect(validateContact(input, serviceIds)).toEqual({ ok: true, message: { ...clean, ...expected } });
  });

  it.each<[ContactField, string]>(
    injections.flatMap((text) => [
      ["name", text],
      ["subject", text],
      ["message", `Try this: ${text}`],
    ]),
  )("%s %s verbatim: escaping is the renderer's job", (field, text) => {
    expect(validateContact(form({ [field]: `  ${text}  ` }), serviceIds)).toEqual({ ok: true, message: { ...clean, [field]: text } });
  });

  it("does not let a __proto__ key through or pollute prototypes", () => {
    const result = validateContact({ ...form(), ...JSON.parse('{"__proto__": {"polluted": true}}') }, serviceIds);
    expect(result).toEqual({ ok: true, message: clean });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("validateContact rejects", () => {
  it.each<[string, Record<string, unknown>, ContactField, string]>([
    ["a missing name", without("name"), "name", says.enterName],
    ["an empty name", form({ name: "" }), "name", says.enterName],
    ["a whitespace-only name", form({ name: " \t " }), "name", says.enterName],
    ["a number for a name", form({ name: 42 }), "name", says.enterName],
    ["a null name", form({ name: null }), "name", says.enterName],
    ["a 1-character name", form({ name: "A" }), "name", says.shortName],
    ["a name that trims to 1 character", form({ name: "  A  " }), "name", says.shortName],
    ["a single emoji as a name", form({ name: "😀" }), "name", says.shortName],
    ["a 101-character name", form({ name: "n".repeat(101) }), "name", says.longName],
    ["a name of 101 emoji", form({ name: "😀".repeat(101) }), "name", says.longName],
    ["a line break in the name", form({ name: "Ada\nLovelace" }), "name", says.badName],
    ["a CRLF in the name", form({ name: "Ada\r\nLovelace" }), "name", says.badName],
    ["a tab in the name", form({ name: "Ada\tLovelace" }), "name", says.badName],
    ["a missing e-mail address", without("email"), "email", says.enterEmail],
    ["a whitespace-only e-mail address", form({ email: "   " }), "email", says.enterEmail],
    ["a number for an e-mail address", form({ email: 5 }), "email", says.enterEmail],
    ["a null e-mail address", form({ email: null }), "email", says.enterEmail],
    ["an e-mail address without @", form({ email: "ada.example.com" }), "email", says.badEmail],
    ["an e-mail address with a space", form({ email: "ada lovelace@example.com" }), "email", says.badEmail],
    ["an e-mail domain with a space", form({ email: "ada@exa mple.com" }), "email", says.badEmail],
    ["an e-mail address without a top-level domain", form({ email: "ada@example" }), "email", says.badEmail],
    ["two @ in an e-mail address", form({ email: "ada@@example.com" }), "email", says.badEmail],
    ["a unicode local part (needs SMTPUTF8)", form({ email: "zoë@example.com" }), "email", says.badEmail],
    ["a unicode domain (punycode is accepted)", form({ email: "ada@bücher.de" }), "email", says.badEmail],
    ["a 255-character e-mail address", form({ email: address(255) }), "email", says.longEmail],
    ["a 6-character phone", form({ phone: "496012" }), "phone", says.badPhone],
    ["a phone without enough digits", form({ phone: "+++ ----" }), "phone", says.badPhone],
    ["a 21-character phone", form({ phone: "+44 (0) 117 496 01234" }), "phone", says.badPhone],
    ["letters in the phone", form({ phone: "0117 496 O123" }), "phone", says.badPhone],
    ["an extension in the phone", form({ phone: "0117 496 0123 ext. 12" }), "phone", says.badPhone],
    ["a number for a phone", form({ phone: 1174960123 }), "phone", says.badPhone],
    ["a null phone", form({ phone: null }), "phone", says.badPhone],
    ["a missing subject", without("subject"), "subject", says.enterSubject],
    ["a whitespace-only subject", form({ subject: "\t \n" }), "subject", says.enterSubject],
    ["a null subject", form({ subject: null }), "subject", says.enterSubject],
    ["a 2-character subject", form({ subject: "Hi" }), "subject", says.shortSubject],
    ["a 151-character subject", form({ subject: "s".repeat(151) }), "subject", says.longSubject],
    ["a line break in the subject", form({ subject: "Hello\nBcc: someone@example.com" }), "subject", says.badSubject],
    ["a tab in the subject", form({ subject: "Hello\tthere" }), "subject", says.badSubject],
    ["a missing message", without("message"), "message", says.enterMessage],
    ["a whitespace-only message", form({ message: " \n\n\t " }), "message", says.enterMessage],
    ["a number for a message", form({ message: 1234567890 }), "message", says.enterMessage],
    ["a null message", form({ message: null }), "message", says.enterMessage],
    ["a 9-character message", form({ message: "m".repeat(9) }), "message", says.shortMessage],
    ["a 5001-character message", form({ message: "m".repeat(5001) }), "message", says.longMessage],
    ["a vertical tab inside the message", form({ message: "Hello\u000bthere, friend" }), "message", says.badMessage],
    ["an unknown service", form({ services: ["seo"] }), "services", says.unknownService],
    ["a known and an unknown service", form({ services: ["custom-software", "seo"] }), "services", says.unknownService],
    ["a string for services", form({ services: "custom-software" }), "services", "Choose services from the list."],
    ["a number among the services", form({ services: [1] }), "services", "Choose services from the list."],
    ["null services", form({ services: null }), "services", "Choose services from the list."],
  ])("%s", (_, input, field, message) => {
    expect(validateContact(input, serviceIds)).toEqual({ ok: false, fields: { [field]: message } });
  });

  const controls = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"];
  it.each<[string, ContactField, Record<string, unknown>, string]>(
    controls.flatMap((c) => {
      const code = `U+${c.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}`;
      return [
        [code, "name", form({ name: `Ada${c}Lovelace` }), says.badName],
        [code, "email", form({ email: `ada${c}@example.com` }), says.badEmail],
        [code, "phone", form({ phone: `0117${c}496 0123` }), says.badPhone],
        [code, "subject", form({ subject: `Hello${c} there` }), says.badSubject],
        [code, "message", form({ message: `A message${c} of some length.` }), says.badMessage],
      ];
    }),
  )("%s in the %s", (_, field, input, message) => {
    expect(validateContact(input, serviceIds)).toEqual({ ok: false, fields: { [field]: message } });
  });

  it("rejects a control character at the edge, where trimming does not remove it", () => {
    expect(validateContact(form({ name: "Ada Lovelace\u0085" }), serviceIds)).toEqual({ ok: false, fields: { name: says.badName } });
  });

  it("reports the first problem of every invalid field at once", () => {
    expect(validateContact({}, serviceIds)).toEqual({
      ok: false,
      fields: { name: says.enterName, email: says.enterEmail, subject: says.enterSubject, message: says.enterMessage },
    });
  });

  it("only knows the service ids it is given", () => {
    expect(validateContact(form({ services: ["custom-software"] }), [])).toEqual({ ok: false, fields: { services: says.unknownService } });
  });
});
