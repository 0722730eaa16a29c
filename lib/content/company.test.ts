import { companyProfileSchema, defaultCompanyProfile, resolveCompanyProfile, telHref } from "./company";

describe("resolveCompanyProfile", () => {
  it("uses the defaults when nothing is overridden", () => {
    expect(resolveCompanyProfile({})).toEqual(defaultCompanyProfile);
    expect(companyProfileSchema.safeParse(defaultCompanyProfile).success).toBe(true);
  });

  it("treats empty and blank variables as unset", () => {
    expect(resolveCompanyProfile({ NEXT_PUBLIC_COMPANY_NAME: "", NEXT_PUBLIC_COMPANY_EMAIL: "   " })).toEqual(defaultCompanyProfile);
  });

  it.each([
    ["NEXT_PUBLIC_COMPANY_NAME", "Acme", ["name"], "Acme"],
    ["NEXT_PUBLIC_COMPANY_FULL_NAME", "Acme Software Ltd", ["fullName"], "Acme Software Ltd"],
    ["NEXT_PUBLIC_COMPANY_PHONE", "+1 (555) 010-2000", ["phone"], "+1 (555) 010-2000"],
    ["NEXT_PUBLIC_COMPANY_EMAIL", " team@acme.test ", ["email"], "team@acme.test"],
    ["NEXT_PUBLIC_COMPANY_REGION", "City of Bristol", ["postalAddress", "addressRegion"], "City of Bristol"],
    ["NEXT_PUBLIC_COMPANY_COUNTRY", "gb", ["postalAddress", "addressCountry"], "GB"],
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

  it("the default address is its parts on one line", () => {
    const { streetAddress, addressLocality, postalCode } = defaultCompanyProfile.postalAddress;
    expect(defaultCompanyProfile.address).toBe(`${streetAddress}, ${addressLocality} ${postalCode}, United Kingdom`);
  });

  it("overrides the address together with its parts", () => {
    const profile = resolveCompanyProfile({
      NEXT_PUBLIC_COMPANY_ADDRESS: "Unit 3, 12 Canal Street, Manchester M1 3HE, United Kingdom",
      NEXT_PUBLIC_COMPANY_STREET_ADDRESS: "Unit 3, 12 Canal Street",
      NEXT_PUBLIC_COMPANY_LOCALITY: "Manchester",
      NEXT_PUBLIC_COMPANY_POSTAL_CODE: "M1 3HE",
    });
    expect(profile.address).toBe("Unit 3, 12 Canal Street, Manchester M1 3HE, United Kingdom");
    expect(profile.postalAddress).toEqual({
      streetAddress: "Unit 3, 12 Canal Street",
      addressLocality: "Manchester",
      postalCode: "M1 3HE",
      addressCountry: "GB",
    });
  });

  it("refuses an address whose parts describe another place, naming the variables to set", () => {
    const override = () => resolveCompanyProfile({ NEXT_PUBLIC_COMPANY_ADDRESS: "12 Canal Street, Manchester M1 3HE, United Kingdom" });
    expect(override).toThrow(/postalAddress\.streetAddress: .*set NEXT_PUBLIC_COMPANY_STREET_ADDRESS/);
    expect(override).toThrow(/postalAddress\.addressLocality: .*set NEXT_PUBLIC_COMPANY_LOCALITY/);
    expect(override).toThrow(/postalAddress\.postalCode: .*set NEXT_PUBLIC_COMPANY_POSTAL_CODE/);
  });

  it.each([
    ["NEXT_PUBLIC_COMPANY_COUNTRY", "United Kingdom", "postalAddress.addressCountry"],
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
