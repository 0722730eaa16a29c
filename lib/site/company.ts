import { z } from "zod";

const nonEmpty = z.string().trim().min(1);

export const companyProfileSchema = z.object({
  name: nonEmpty,
  fullName: nonEmpty,
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, "a phone number of 7-20 digits, spaces, +, -, ( or )"),
  email: z.email(),
  address: nonEmpty,
  socialMedia: z.object({
    facebook: z.url(),
    instagram: z.url(),
    twitter: z.url(),
    github: z.url(),
    youtube: z.url(),
  }),
});

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export type SocialNetwork = keyof CompanyProfile["socialMedia"];

export const defaultCompanyProfile: CompanyProfile = {
  name: "Northbeam",
  fullName: "Northbeam Software Studio Ltd",
  phone: "+44 117 496 0321",
  email: "hello@northbeam.studio",
  address: "4th Floor, 21 Queen Square, Bristol BS1 4ND, United Kingdom",
  socialMedia: {
    facebook: "https://www.facebook.com/northbeamstudio",
    instagram: "https://www.instagram.com/northbeamstudio",
    twitter: "https://x.com/northbeamstudio",
    github: "https://github.com/northbeam-studio",
    youtube: "https://www.youtube.com/@northbeamstudio",
  },
};

export type CompanyEnv = Partial<Record<
  | "NEXT_PUBLIC_COMPANY_NAME"
  | "NEXT_PUBLIC_COMPANY_FULL_NAME"
  | "NEXT_PUBLIC_COMPANY_PHONE"
  | "NEXT_PUBLIC_COMPANY_EMAIL"
  | "NEXT_PUBLIC_COMPANY_ADDRESS"
  | "NEXT_PUBLIC_SOCIAL_FACEBOOK"
  | "NEXT_PUBLIC_SOCIAL_INSTAGRAM"
  | "NEXT_PUBLIC_SOCIAL_TWITTER"
  | "NEXT_PUBLIC_SOCIAL_GITHUB"
  | "NEXT_PUBLIC_SOCIAL_YOUTUBE",
  string | undefined
>>;

function set(value: string | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
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
    socialMedia: {
      facebook: set(env.NEXT_PUBLIC_SOCIAL_FACEBOOK) ?? base.socialMedia.facebook,
      instagram: set(env.NEXT_PUBLIC_SOCIAL_INSTAGRAM) ?? base.socialMedia.instagram,
      twitter: set(env.NEXT_PUBLIC_SOCIAL_TWITTER) ?? base.socialMedia.twitter,
      github: set(env.NEXT_PUBLIC_SOCIAL_GITHUB) ?? base.socialMedia.github,
      youtube: set(env.NEXT_PUBLIC_SOCIAL_YOUTUBE) ?? base.socialMedia.youtube,
    },
  };
  const parsed = companyProfileSchema.safeParse(candidate);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid company profile override (${problems.join("; ")})`);
  }
  return parsed.data;
}

// Each variable is read by its literal name so Next inlines it into client bundles at build time.
export const companyProfile: CompanyProfile = resolveCompanyProfile({
  NEXT_PUBLIC_COMPANY_NAME: process.env.NEXT_PUBLIC_COMPANY_NAME,
  NEXT_PUBLIC_COMPANY_FULL_NAME: process.env.NEXT_PUBLIC_COMPANY_FULL_NAME,
  NEXT_PUBLIC_COMPANY_PHONE: process.env.NEXT_PUBLIC_COMPANY_PHONE,
  NEXT_PUBLIC_COMPANY_EMAIL: process.env.NEXT_PUBLIC_COMPANY_EMAIL,
  NEXT_PUBLIC_COMPANY_ADDRESS: process.env.NEXT_PUBLIC_COMPANY_ADDRESS,
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
