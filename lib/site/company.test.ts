import { companyProfileSchema, defaultCompanyProfile, resolveCompanyProfile, telHref } from "./company";

describe("resolveCompanyProfile", () => {
  it("uses the defaults when nothing is overridden", () => {
    expect(resolveCompanyProfile({})).toEqual(defaultCompanyProfile);
    expect(companyProfileSchema.safeParse(defaultCompanyProfile).success).toBe(true);
  });

  it("treats empty and blank variables as unset", () => {
    expect(resolveCompanyProfile({ NEXT_PUBLIC_COMPANY_NAME: "", NEXT_PUBLIC_COMPANY_EMAIL: "   " })).toEqual(
      defaultCompanyProfile,
    );
  });

  it.each([
    ["NEXT_PUBLIC_COMPANY_NAME", "Acme", ["name"], "Acme"],
    ["NEXT_PUBLIC_COMPANY_FULL_NAME", "Acme Software Ltd", ["fullName"], "Acme Software Ltd"],
    ["NEXT_PUBLIC_COMPANY_PHONE", "+1 (555) 010-2000", ["phone"], "+1 (555) 010-2000"],
    ["NEXT_PUBLIC_COMPANY_EMAIL", " team@acme.test ", ["email"], "team@acme.test"],
    ["NEXT_PUBLIC_COMPANY_ADDRESS", "1 Main St, Springfield", ["address"], "1 Main St, Springfield"],
    ["NEXT_PUBLIC_SOCIAL_FACEBOOK", "https://facebook.com/acme", ["socialMedia", "facebook"], "https://facebook.com/acme"],
    ["NEXT_PUBLIC_SOCIAL_INSTAGRAM", "https://instagram.com/acme", ["socialMedia", "instagram"], "https://instagram.com/acme"],
    ["NEXT_PUBLIC_SOCIAL_TWITTER", "https://x.com/acme", ["socialMedia", "twitter"], "https://x.com/acme"],
    ["NEXT_PUBLIC_SOCIAL_GITHUB", "https://github.com/acme", ["socialMedia", "github"], "https://github.com/acme"],
    ["NEXT_PUBLIC_SOCIAL_YOUTUBE", "https://youtube.com/@acme", ["socialMedia", "youtube"], "https://youtube.com/@acme"],
  ] as const)("%s overrides %j", (variable, value, path, expected) => {
    const profile = resolveCompanyProfile({ [variable]: value });
    const actual = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], profile);
    expect(actual).toBe(expected);
  });

  it.each([
    ["NEXT_PUBLIC_COMPANY_EMAIL", "not-an-email", "email"],
    ["NEXT_PUBLIC_COMPANY_PHONE", "call us", "phone"],
    ["NEXT_PUBLIC_SOCIAL_GITHUB", "github.com/acme", "socialMedia.github"],
  ] as const)("rejects an invalid %s, naming the field", (variable, value, field) => {
    expect(() => resolveCompanyProfile({ [variable]: value })).toThrow(new RegExp(`Invalid company profile override \\(${field.replace(".", "\\.")}:`));
  });
});

describe("telHref", () => {
  it.each([
    ["+44 117 496 0321", "tel:+441174960321"],
    ["(555) 010-2000", "tel:5550102000"],
  ])("%s -> %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
