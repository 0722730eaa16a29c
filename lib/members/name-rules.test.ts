import unhomoglyph from "unhomoglyph";
import { mixedScripts, nameKey, readableNameProblem, resolvedScripts, skeleton, staffWordIn } from "./name-rules.mjs";

describe("skeleton (UTS #39)", () => {
  it("is Unicode's: each character replaced by its prototype in confusables.txt, between two NFDs", () => {
    // UTS #39's own examples: "paypal" with Cyrillic а, and "scope" written wholly in Cyrillic.
    expect(skeleton("pаypаl")).toBe(skeleton("paypal"));
    expect(skeleton("ѕсоре")).toBe(skeleton("scope"));
    // confusables.txt's mappings: a letter to letters ("m" to "rn"), digits to letters, styled letters.
    expect(skeleton("m")).toBe("rn");
    expect(skeleton("0")).toBe("O");
    expect(skeleton("1")).toBe("l");
    expect(skeleton("𝐀")).toBe("A");
    // Decomposed first, so an accent stays an accent on the mapped letter.
    expect(skeleton("é")).toBe("e\u0301");
    expect(skeleton("x")).toBe(unhomoglyph("x"));
  });
});

describe("resolvedScripts (UTS #39 section 5.1)", () => {
  it("matches the report's examples", () => {
    expect(resolvedScripts("Circle")).toEqual(["Latin"]);
    expect(resolvedScripts("Сirсlе")).toEqual([]);
    expect(resolvedScripts("〆切")).toEqual(expect.arrayContaining(["Han", "Hanb", "Jpan", "Kore"]));
    expect(resolvedScripts("ねガ")).toEqual(["Jpan"]);
    expect(resolvedScripts("1-2-3")).toBeNull();
  });

  it("lets Latin go with the scripts Japanese, Chinese and Korean are written in, and nothing else", () => {
    expect(mixedScripts("Tokyo東京とうきょう")).toBeNull();
    expect(mixedScripts("Kim김")).toBeNull();
    expect(mixedScripts("Sһaһ")).toEqual(["Latin", "Cyrillic"]);
    expect(mixedScripts("Tօm")).toEqual(["Latin", "Armenian"]);
  });
});

describe("nameKey", () => {
  it.each([
    ["case and spacing", "PRIYA  SHAH"],
    ["accents", "Príyà Shäh"],
    ["punctuation", "Priya-Shah."],
    ["a Cyrillic Р and а", "Рriyа Shah"],
    ["a Cyrillic һ", "Priya Sһaһ"],
    ["a Cherokee Ꮲ", "Ꮲriya Shah"],
    ["a Cherokee small letter, which Unicode folds to its capital", "\uABB2riya Shah"],
    ["full-width letters", "Ｐｒｉｙａ Ｓｈａｈ"],
    ["mathematical letters", "𝐏𝐫𝐢𝐲𝐚 𝐒𝐡𝐚𝐡"],
    ["an l for the i", "Prlya Shah"],
    ["a wholly Cyrillic surname", "Priya Ѕһаһ"],
  ])("folds %s into the same key as Priya Shah", (_what, name) => {
    expect(nameKey(name)).toBe(nameKey("Priya Shah"));
  });

  it.each([
    ["an Armenian օ", "Tօm Whitfield", "Tom Whitfield"],
    ["a small-capital ꜱ", "ꜱam Whitfield", "Sam Whitfield"],
    ["rn for m", "Torn Whitfield", "Tom Whitfield"],
    ["a zero for an O", "B0b", "Bob"],
    ["a Greek capital Ρ", "Ρriya", "Priya"],
    ["a German ß", "Strauß", "STRAUSS"],
  ])("folds %s", (_what, name, same) => {
    expect(nameKey(name)).toBe(nameKey(same));
  });

  it("keeps different names apart, in any script", () => {
    expect(nameKey("Priya Shah")).not.toBe(nameKey("Priya Shaw"));
    expect(nameKey("Ana")).not.toBe(nameKey("Anna"));
    expect(nameKey("陈伟")).not.toBe(nameKey("陈静"));
    expect(nameKey("陈伟")).toBe(nameKey(" 陈伟 "));
    expect(nameKey("김민준")).not.toBe(nameKey("김민지"));
    expect(nameKey("Αλέξανδρος")).not.toBe(nameKey("Αλεξάνδρα"));
  });
});

describe("readableNameProblem", () => {
  it.each([
    "Priya Shah",
    "José Álvarez-Núñez",
    "Nguyễn Văn Anh",
    "Łukasz Żółć",
    "Şükrü Öztürk",
    "Ólafur Þórsson",
    "Αλέξανδρος Παπαδόπουλος",
    "Иван Petrov",
    "محمد علي",
    "Ahmed محمد",
    "李小龙 Bruce Lee",
    "田中 さくら",
    "김민준",
    "ธนพล ศรีสุข",
    "देवनागरी लिपि",
    "བཀྲ་ཤིས་བདེ་ལེགས",
    "J.R.R. Tolkien",
    "St. John Smith",
    "O'Neil (she/her)",
    "R2-D2",
    "Zoë 🚀",
  ])("accepts %s", (name) => {
    expect(readableNameProblem(name)).toBeNull();
  });

  it.each([
    ["a Cyrillic һ in a Latin word", "Priya Sһaһ", /mixes letters from Latin and Cyrillic/],
    ["a Cyrillic Р and а", "Рriyа Shah", /mixes letters from Cyrillic and Latin/],
    ["a Cherokee Ꮲ", "Ꮲriya Shah", /Cherokee and Latin/],
    ["an Armenian օ", "Tօm Whitfield", /Latin and Armenian/],
    ["a Greek Ρ", "Ρriya Shah", /Greek and Latin/],
    ["a Cyrillic word spelling Latin letters", "Priya Ѕһаһ", /reads as Latin letters/],
    ["one letter and 79 combining marks", `a${"\u0301".repeat(79)}`, /accents or marks/],
    ["five marks on a letter", `Zal${"\u0300\u0301\u0302\u0303\u0304"}go`, /accents or marks/],
    ["a web address", "FREE-CRYPTO.example/win", /web address/],
    ["a host name", "win.example", /web address/],
    ["www", "www.win", /web address/],
    ["a scheme", "see https://x", /web address/],
    ["an ideographic full stop between labels", "prize。example", /web address/],
    ["a full-width full stop", "prize．example", /web address/],
  ])("refuses %s", (_what, name, message) => {
    expect(readableNameProblem(name)).toMatch(message);
  });
});

describe("staffWordIn", () => {
  it.each([
    ["Northbeam Admin (staff)", "Northbeam"],
    ["northbeamhelp", "Northbeam"],
    ["N0rthb3am Team", "Northbeam"],
    ["Admin", "admin"],
    ["ADM1N", "admin"],
    ["Site Administrator", "administrator"],
    ["Mоderator Kim", "moderator"],
    ["Moderatօr", "moderator"],
    ["Ꭺdmin", "admin"],
    ["ɑdmin", "admin"],
    ["Moderators", "moderators"],
    ["Admins", "admins"],
    ["Administrators", "administrators"],
    ["Sysadmin", "admin"],
    ["Chatmoderator", "moderator"],
    ["A.D.M.I.N", "admin"],
    ["M O D", "mod"],
    ["Community Moderation", "moderation"],
    ["M0D3RAT0R", "moderator"],
    ["Kim (mod)", "mod"],
    ["Ѕupport Desk", "support"],
    ["CustomerSupport", "support"],
    ["Official Updates", "official"],
    ["staff2", "staff"],
    ["admin1", "admin"],
    ["Priya Shah — Staff", "staff"],
    ["Sysops", "sysops"],
  ])("finds the staff word in %s", (name, word) => {
    expect(staffWordIn(name)).toBe(word);
  });

  it.each([
    "Priya Shah",
    "Badminton Bob",
    "Modesto Ruiz",
    "Staffordshire Sam",
    "Supporting Cast",
    "Admiral Grace",
    "Administrata Lee",
    "Moderna Mia",
    "Adam Inman",
    "Ada Lovelace",
  ])("lets %s be", (name) => {
    expect(staffWordIn(name)).toBeNull();
  });
});
