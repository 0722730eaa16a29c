import { readFileSync } from "node:fs";
import path from "node:path";
import { avatarIds, avatarPath, isAllowedPhoto, nameKey, photoURLMax, providerPhotoPattern, staffWordIn } from "./display-name.mjs";

describe("nameKey", () => {
  it.each([
    ["case and spacing", "PRIYA  SHAH"],
    ["accents", "Príyà Shäh"],
    ["punctuation", "Priya-Shah."],
    ["a Cyrillic Р and а", "Рriyа Shah"],
    ["full-width letters", "Ｐｒｉｙａ Ｓｈａｈ"],
    ["an l for the i", "Prlya Shah"],
  ])("folds %s into the same key as Priya Shah", (_what, name) => {
    expect(nameKey(name)).toBe(nameKey("Priya Shah"));
  });

  it("keeps different names apart, in any script", () => {
    expect(nameKey("Priya Shah")).not.toBe(nameKey("Priya Shaw"));
    expect(nameKey("Ana")).not.toBe(nameKey("Anna"));
    expect(nameKey("陈伟")).not.toBe(nameKey("陈静"));
    expect(nameKey("陈伟")).toBe(nameKey(" 陈伟 "));
  });

  it("reads digits written for letters as those letters", () => {
    expect(nameKey("B0b")).toBe(nameKey("Bob"));
    expect(nameKey("Ad4 L0vel4ce")).toBe(nameKey("Ada Lovelace"));
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
    ["Kim (mod)", "mod"],
    ["Ѕupport Desk", "support"],
    ["CustomerSupport", "support"],
    ["Official Updates", "official"],
    ["staff2", "staff"],
    ["admin1", "admin"],
    ["Priya Shah — Staff", "staff"],
  ])("finds the staff word in %s", (name, word) => {
    expect(staffWordIn(name)).toBe(word);
  });

  it.each(["Priya Shah", "Badminton Bob", "Modesto Ruiz", "Staffordshire Sam", "Supporting Cast", "Admiral Grace", "Administrata Lee"])("lets %s be", (name) => {
    expect(staffWordIn(name)).toBeNull();
  });
});

describe("isAllowedPhoto", () => {
  it("accepts no photo, the project's avatars and Google's photo host", () => {
    expect(isAllowedPhoto("")).toBe(true);
    for (const id of avatarIds) expect(isAllowedPhoto(avatarPath(id))).toBe(true);
    expect(isAllowedPhoto("https://lh3.googleusercontent.com/a/ACg8ocJ1x-Y_z=s96-c")).toBe(true);
  });

  it.each([
    "https://example.com/ada.png",
    "http://lh3.googleusercontent.com/a/x",
    "https://lh3.googleusercontent.com.evil.test/a/x",
    "https://lh3.googleusercontent.com/a/x y",
    "/avatars/unknown.svg",
    "/avatars/orbit.svg?x=1",
    `https://lh3.googleusercontent.com/${"a".repeat(2048)}`,
    "javascript:alert(1)",
  ])("refuses %s", (value) => {
    expect(isAllowedPhoto(value)).toBe(false);
  });

  it("is the rule the security rules apply", () => {
    const rules = readFileSync(path.join(process.cwd(), "firestore.rules"), "utf8");
    expect(rules).toContain(`'/avatars/(${avatarIds.join("|")})\\\\.svg'`);
    expect(rules).toContain(`value.size() <= ${photoURLMax} && value.matches('${providerPhotoPattern.source.slice(1, -1).replaceAll("\\.", "\\\\.").replaceAll("\\/", "/")}')`);
  });
});
