import { readFileSync } from "node:fs";
import path from "node:path";
import { avatarIds, avatarPath, isAllowedPhoto, photoURLMax, providerPhotoPattern } from "./profile-photo.mjs";

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
    expect(rules).toContain(
      `value.size() <= ${photoURLMax} && value.matches('${providerPhotoPattern.source.slice(1, -1).replaceAll("\\.", "\\\\.").replaceAll("\\/", "/")}')`,
    );
  });
});
