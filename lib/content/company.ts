/**
 * The company's facts in one place: who it is and how to reach it (overridable per deployment through
 * NEXT_PUBLIC_COMPANY_* and NEXT_PUBLIC_SOCIAL_*), and what the site says it is (its address on the web,
 * its description and keywords). What the pages tell about the studio (story, team, FAQ) is content, in
 * data/about.ts.
 */
import "@/lib/validation/jitless";
import { z } from "zod";
import { parseOne } from "./collection";
import { studio as studioData } from "./data/studio";
import { spanText } from "./figures";
import { studioSchema } from "./schema";

/** The studio's own figures, checked like every other piece of content. */
const studio = parseOne("lib/content/data/studio.ts", studioSchema, studioData);

const nonEmpty = z.string().trim().min(1);

/** The address in the parts schema.org's PostalAddress and search engines read. */
const postalAddressSchema = z.object({
  streetAddress: nonEmpty,
  addressLocality: nonEmpty,
  addressRegion: nonEmpty.optional(),
  postalCode: nonEmpty,
  addressCountry: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "a two-letter ISO 3166-1 country code, such as GB"),
});

type PostalAddress = z.infer<typeof postalAddressSchema>;

export const companyProfileSchema = z.object({
  name: nonEmpty,
  fullName: nonEmpty,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "a phone number of 7-20 digits, spaces, +, -, ( or )"),
  email: z.email(),
  /** The address as people read it, on one line. */
  address: nonEmpty,
  postalAddress: postalAddressSchema,
  socialMedia: z.object({
    facebook: z.url(),
    instagram: z.url(),
    twitter: z.url(),
    github: z.url(),
    youtube: z.url(),
  }),
  /** When the phone is answered, and who answers a message and how soon (a clause: "a senior engineer replies…"), as the contact page and the assistant say it. */
  contact: z.object({ phoneHours: nonEmpty, replies: nonEmpty }),
});

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export type SocialNetwork = keyof CompanyProfile["socialMedia"];

/** How soon an enquiry or a brief is answered, as the pages say it: "one working day". */
export const replyPromise = spanText(studio.replyTime);

/** The reply promise as the console holds leads to it: the longest reply time, in the studio's own time zone. */
export const replyPromiseTerms = { amount: studio.replyTime.max, unit: studio.replyTime.unit, text: replyPromise, timeZone: studio.timeZone };

export const defaultCompanyProfile: CompanyProfile = {
  name: "Northbeam",
  fullName: "Northbeam Software Studio Ltd",
  phone: "+44 117 496 0321",
  email: "hello@northbeam.studio",
  address: "4th Floor, 21 Queen Square, Bristol BS1 4ND, United Kingdom",
  postalAddress: {
    streetAddress: "4th Floor, 21 Queen Square",
    addressLocality: "Bristol",
    postalCode: "BS1 4ND",
    addressCountry: "GB",
  },
  socialMedia: {
    facebook: "https://www.facebook.com/northbeamstudio",
    instagram: "https://www.instagram.com/northbeamstudio",
    twitter: "https://x.com/northbeamstudio",
    github: "https://github.com/northbeam-studio",
    youtube: "https://www.youtube.com/@northbeamstudio",
  },
  contact: {
    phoneHours: "Monday to Friday, 9:00-17:30 UK time",
    replies: `a senior engineer replies within ${replyPromise}`,
  },
};

export type CompanyEnv = Partial<
  Record<
    | "NEXT_PUBLIC_COMPANY_NAME"
    | "NEXT_PUBLIC_COMPANY_FULL_NAME"
    | "NEXT_PUBLIC_COMPANY_PHONE"
    | "NEXT_PUBLIC_COMPANY_EMAIL"
    | "NEXT_PUBLIC_COMPANY_ADDRESS"
    | "NEXT_PUBLIC_COMPANY_STREET_ADDRESS"
    | "NEXT_PUBLIC_COMPANY_LOCALITY"
    | "NEXT_PUBLIC_COMPANY_REGION"
    | "NEXT_PUBLIC_COMPANY_POSTAL_CODE"
    | "NEXT_PUBLIC_COMPANY_COUNTRY"
    | "NEXT_PUBLIC_SOCIAL_FACEBOOK"
    | "NEXT_PUBLIC_SOCIAL_INSTAGRAM"
    | "NEXT_PUBLIC_SOCIAL_TWITTER"
    | "NEXT_PUBLIC_SOCIAL_GITHUB"
    | "NEXT_PUBLIC_SOCIAL_YOUTUBE",
    string | undefined
  >
>;

function set(value: string | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

const addressParts = [
  ["streetAddress", "NEXT_PUBLIC_COMPANY_STREET_ADDRESS"],
  ["addressLocality", "NEXT_PUBLIC_COMPANY_LOCALITY"],
  ["postalCode", "NEXT_PUBLIC_COMPANY_POSTAL_CODE"],
] as const;

/**
 * The one-line address must name its street, town and postcode (a region is often left off a written
 * address): an address overridden on its own would otherwise leave the default parts describing
 * another place in the structured data.
 */
function addressMismatches(address: string, parts: PostalAddress): string[] {
  const line = address.toLowerCase();
  return addressParts
    .filter(([field]) => {
      const value = parts[field];
      return value !== undefined && !line.includes(value.toLowerCase());
    })
    .map(([field, variable]) => `postalAddress.${field}: "${parts[field] ?? ""}" is not in the address; set ${variable}`);
}

/** Applies build-time overrides to the default profile; an invalid override fails loudly, naming the field. */
export function resolveCompanyProfile(env: CompanyEnv): CompanyProfile {
  const base = defaultCompanyProfile;
  const candidate = {
    name: set(env.NEXT_PUBLIC_COMPANY_NAME) ?? base.name,
    fullName: set(env.NEXT_PUBLIC_COMPANY_FULL_NAME) ?? base.fullName,
    phone: set(env.NEXT_PUBLIC_COMPANY_PHONE) ?? base.phone,
    email: set(env.NEXT_PUBLIC_COMPANY_EMAIL) ?? base.email,
    address: set(env.NEXT_PUBLIC_COMPANY_ADDRESS) ?? base.address,
    postalAddress: {
      streetAddress: set(env.NEXT_PUBLIC_COMPANY_STREET_ADDRESS) ?? base.postalAddress.streetAddress,
      addressLocality: set(env.NEXT_PUBLIC_COMPANY_LOCALITY) ?? base.postalAddress.addressLocality,
      addressRegion: set(env.NEXT_PUBLIC_COMPANY_REGION) ?? base.postalAddress.addressRegion,
      postalCode: set(env.NEXT_PUBLIC_COMPANY_POSTAL_CODE) ?? base.postalAddress.postalCode,
      addressCountry: set(env.NEXT_PUBLIC_COMPANY_COUNTRY)?.toUpperCase() ?? base.postalAddress.addressCountry,
    },
    socialMedia: {
      facebook: set(env.NEXT_PUBLIC_SOCIAL_FACEBOOK) ?? base.socialMedia.facebook,
      instagram: set(env.NEXT_PUBLIC_SOCIAL_INSTAGRAM) ?? base.socialMedia.instagram,
      twitter: set(env.NEXT_PUBLIC_SOCIAL_TWITTER) ?? base.socialMedia.twitter,
      github: set(env.NEXT_PUBLIC_SOCIAL_GITHUB) ?? base.socialMedia.github,
      youtube: set(env.NEXT_PUBLIC_SOCIAL_YOUTUBE) ?? base.socialMedia.youtube,
    },
    contact: base.contact,
  };
  const parsed = companyProfileSchema.safeParse(candidate);
  const problems = parsed.success
    ? addressMismatches(parsed.data.address, parsed.data.postalAddress)
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid company profile override (${problems.join("; ")})`);
  return parsed.data;
}

// Each variable is read by its literal name so Next inlines it into client bundles at build time.
export const companyProfile: CompanyProfile = resolveCompanyProfile({
  NEXT_PUBLIC_COMPANY_NAME: process.env.NEXT_PUBLIC_COMPANY_NAME,
  NEXT_PUBLIC_COMPANY_FULL_NAME: process.env.NEXT_PUBLIC_COMPANY_FULL_NAME,
  NEXT_PUBLIC_COMPANY_PHONE: process.env.NEXT_PUBLIC_COMPANY_PHONE,
  NEXT_PUBLIC_COMPANY_EMAIL: process.env.NEXT_PUBLIC_COMPANY_EMAIL,
  NEXT_PUBLIC_COMPANY_ADDRESS: process.env.NEXT_PUBLIC_COMPANY_ADDRESS,
  NEXT_PUBLIC_COMPANY_STREET_ADDRESS: process.env.NEXT_PUBLIC_COMPANY_STREET_ADDRESS,
  NEXT_PUBLIC_COMPANY_LOCALITY: process.env.NEXT_PUBLIC_COMPANY_LOCALITY,
  NEXT_PUBLIC_COMPANY_REGION: process.env.NEXT_PUBLIC_COMPANY_REGION,
  NEXT_PUBLIC_COMPANY_POSTAL_CODE: process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE,
  NEXT_PUBLIC_COMPANY_COUNTRY: process.env.NEXT_PUBLIC_COMPANY_COUNTRY,
  NEXT_PUBLIC_SOCIAL_FACEBOOK: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK,
  NEXT_PUBLIC_SOCIAL_INSTAGRAM: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM,
  NEXT_PUBLIC_SOCIAL_TWITTER: process.env.NEXT_PUBLIC_SOCIAL_TWITTER,
  NEXT_PUBLIC_SOCIAL_GITHUB: process.env.NEXT_PUBLIC_SOCIAL_GITHUB,
  NEXT_PUBLIC_SOCIAL_YOUTUBE: process.env.NEXT_PUBLIC_SOCIAL_YOUTUBE,
});

/** `tel:` form of a display phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

const siteInfoSchema = z.object({
  name: z.string().min(1),
  url: z.url().transform((url) => url.replace(/\/+$/, "")),
  description: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteInfo: SiteInfo = siteInfoSchema.parse({
  name: companyProfile.name,
  url: process.env.NEXT_PUBLIC_SITE_URL?.trim() || "http://localhost:3000",
  description:
    "Northbeam is a software development studio in Bristol designing, building and running custom software, web platforms and mobile apps for ambitious teams.",
  keywords: [
    "software development agency",
    "custom software development",
    "web development",
    "mobile app development",
    "UX/UI design",
    "DevOps consulting",
    "Bristol software studio",
  ],
});

export function absoluteUrl(path: string): string {
  return `${siteInfo.url}${path.startsWith("/") ? path : `/${path}`}`;
}

/** When the site's own pages (services, case studies, company pages) were last revised. */
export const contentUpdatedAt = "2026-11-16";
