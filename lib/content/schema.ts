import "@/lib/validation/jitless";
import { z } from "zod";

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are lowercase kebab-case");
const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD");

/** The most a search result shows of a page's description before cutting it off. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** A page's meta description: written for it, whole sentences, short enough to be shown whole. */
const descriptionSchema = z
  .string()
  .trim()
  .min(50, "a description says what the page offers in at least 50 characters")
  .max(MAX_DESCRIPTION_LENGTH, `a description is at most ${MAX_DESCRIPTION_LENGTH} characters, so search results show it whole`)
  .regex(/[.!?]$/, "a description ends with a full stop, question or exclamation mark, never mid-sentence");

/** A two-letter ISO 3166-1 country code. */
const countryCode = z.string().regex(/^[A-Z]{2}$/, "countries are ISO 3166-1 codes such as GB");

/** An image shipped in public/images, with the text a screen reader reads instead. */
const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(?:svg|png|webp|jpg)$/, "images live in public/images"),
  alt: z.string().trim().min(12, "alt text describes the image"),
});

/** An amount in pounds sterling (min equals max) or a range of them, in whole pounds. */
const moneyRangeSchema = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((range) => range.max >= range.min, { message: "max is at least min", path: ["max"] });

/** A span of time, as the pages count it. */
const durationSchema = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive(), unit: z.enum(["hour", "working day", "day", "week", "month"]) })
  .refine((span) => span.max >= span.min, { message: "max is at least min", path: ["max"] });

/**
 * The everyday names people use for a thing beside its title ("an app", "a website", "a design sprint"),
 * in lower case: reviewed like copy, and read by the assistant to know what a question is about.
 */
const namesSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9 &'+./-]*$/, "names are written in lower case, as people type them"),
  )
  .min(1, "everything a visitor may ask about has at least one everyday name");

/**
 * A piece of work the studio sells, with what it costs and how long it takes: a first release, a
 * fixed-fee discovery, an audit, a retainer. At least one of price, duration and days a month is set.
 */
const engagementSchema = z
  .object({
    id,
    title: text,
    names: namesSchema,
    /** What the work covers, as a clause ("a content-led marketing site, from scoping to launch"). */
    covers: text,
    /** How it is billed, as a clause ("a fixed price, quoted after a short scoping phase"). */
    billing: text,
    /** A fixed fee or a fixed price: quoted before the work starts. */
    fixed: z.boolean(),
    price: moneyRangeSchema.optional(),
    duration: durationSchema.optional(),
    /** For ongoing work, the days a month it usually takes. */
    daysPerMonth: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).optional(),
  })
  .refine((work) => work.price ?? work.duration ?? work.daysPerMonth, { message: "an engagement states a price, a duration or days a month" });

/** The studio's own figures, as the contact page, the FAQ and the assistant state them. */
export const studioSchema = z.object({
  /** The blended day rate of a team, depending on its mix. */
  dayRate: moneyRangeSchema,
  /** How soon a senior engineer answers an enquiry or a brief. */
  replyTime: durationSchema,
  /** Where the studio works: its working days and hours are counted in this IANA time zone. */
  timeZone: z.string().refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", "an IANA time zone"),
  /** Designers, engineers and product people. */
  teamSize: z.number().int().positive(),
  /** How many people usually work on one client's project. */
  projectTeam: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
});

export const serviceSchema = z.object({
  id,
  title: text,
  names: namesSchema,
  /** The "Cost and timeline" block: what a first release or engagement costs and takes, and the fixed-fee pieces. */
  engagements: z.array(engagementSchema).min(1),
  tagline: text,
  summary: text,
  description: descriptionSchema,
  includes: z.array(text).min(3),
  deliverables: z.array(text).min(3),
  process: z.array(z.object({ title: text, description: text })).min(3),
  technologies: z.array(text).min(3),
  faq: z.array(z.object({ question: text, answer: text })).min(2),
});

export const expertiseSchema = z.object({
  id,
  area: text,
  summary: text,
  technologies: z.array(text).min(3),
  depth: text,
});

export const industrySchema = z.object({
  id,
  name: text,
  names: namesSchema,
  summary: text,
  description: descriptionSchema,
  challenges: z.array(text).min(3),
  solutions: z.array(text).min(3),
  serviceIds: z.array(id).min(1),
});

/** A measured result: some figure in it ("up 18%", "from nine days to two", "4.8 out of 5"). */
const measuredResult = text.regex(
  /\d|\b(?:no|zero|one|two|three|four|five|six|seven|eight|nine|ten|twice|half|an? (?:hour|day|week|month))\b|\b(?:monthly|weekly|daily|live)\b/i,
  "a result states what was measured, with its figure",
);

export const projectSchema = z.object({
  id,
  title: text,
  names: namesSchema,
  client: text,
  industryId: id,
  year: z.number().int().min(2015).max(2030),
  /** Shown on cards and as the case study's description, so it follows the description's rules. */
  summary: descriptionSchema,
  problem: text,
  solution: text,
  results: z.array(measuredResult).min(2),
  technologies: z.array(text).min(3),
  liveUrl: z.url(),
  sourceUrl: z.url(),
  serviceIds: z.array(id).min(1),
  screenshot: imageSchema,
});

/** YAML reads an unquoted 2025-09-16 as a Date; both spellings become the same string. */
const frontmatterDate = z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate);

export const articleFrontmatterSchema = z
  .object({
    title: text,
    summary: text,
    description: descriptionSchema,
    author: id,
    publishedAt: frontmatterDate,
    updatedAt: frontmatterDate,
    tags: z.array(text).min(1),
    cover: imageSchema,
    related: z.array(id).default([]),
  })
  .strict()
  .refine((article) => article.updatedAt >= article.publishedAt, {
    message: "updatedAt is on or after publishedAt",
    path: ["updatedAt"],
  });

export const jobSchema = z
  .object({
    id,
    title: text,
    names: namesSchema,
    /** Where the work happens, as the career pages show it; "Remote" in it makes the role remote. */
    location: text,
    /** For a remote role, the countries applicants may work from. */
    remoteCountries: z.array(countryCode).min(1).optional(),
    type: z.enum(["Full-time", "Part-time", "Contract"]),
    postedAt: isoDate,
    /** The last day applications are read. */
    validThrough: isoDate,
    salary: z.object({ min: z.number().positive(), max: z.number().positive(), unit: z.enum(["YEAR", "DAY"]) }),
    /** How much of the week is spent in the studio: none for a remote role. */
    studioDays: z.number().int().min(0).max(5),
    summary: text,
    description: descriptionSchema,
    responsibilities: z.array(text).min(3),
    requirements: z.array(text).min(3),
  })
  .refine((job) => job.validThrough > job.postedAt, { message: "validThrough is after postedAt", path: ["validThrough"] })
  .refine((job) => job.salary.max >= job.salary.min, { message: "salary.max is at least salary.min", path: ["salary", "max"] })
  .refine((job) => /\bremote\b/i.test(job.location) === (job.studioDays === 0), {
    message: "a remote role has no studio days, and only a remote role",
    path: ["studioDays"],
  })
  .refine((job) => /\bremote\b/i.test(job.location) === (job.remoteCountries !== undefined), {
    message: "a role whose location says Remote lists remoteCountries, and only such a role does",
    path: ["remoteCountries"],
  });

export const aboutSchema = z.object({
  mission: text,
  story: z.array(text).min(1),
  values: z.array(z.object({ title: text, description: text })).min(3),
  team: z.array(z.object({ id, name: text, role: text, bio: text, avatar: imageSchema })).min(3),
  process: z.array(z.object({ title: text, description: text, duration: text })).min(4),
  testimonials: z.array(z.object({ quote: text, name: text, role: text, company: text })).min(3),
  faq: z.array(z.object({ question: text, answer: text })).min(4),
  /** What applicants ask beyond the openings themselves, on the Career page; each a plain yes or no with its reason. */
  careerFaq: z.array(z.object({ question: text, answer: text })).min(2),
  /** Help for signed-in members, on the dashboard's Help tab. */
  memberFaq: z.array(z.object({ question: text, answer: text })).min(4),
  stats: z.array(z.object({ value: text, label: text })).min(3),
  /** The community page's offers and house rules. */
  community: z.object({ offers: z.array(z.object({ title: text, description: text })).min(3), rules: z.array(text).min(3) }),
});

/** The groups the pre-sales FAQ puts its questions in, in the order the page shows them. */
export const presalesTopics = ["Getting started", "Commercials", "Ownership and confidentiality", "Working together", "After launch"] as const;

/** The most a short answer may run to: it stands in for the full answer where space is tight. */
export const MAX_SHORT_ANSWER_LENGTH = 240;

/** One or two whole sentences; a full stop inside "£7,500" or "Node.js" does not end one. */
const shortAnswer = z
  .string()
  .trim()
  .min(1)
  .max(MAX_SHORT_ANSWER_LENGTH, `a short answer is at most ${MAX_SHORT_ANSWER_LENGTH} characters`)
  .regex(/[.!?]$/, "a short answer ends with a full stop, question or exclamation mark")
  .refine((value) => value.split(/(?<=[.!?])\s+/).length <= 2, "a short answer is one or two sentences");

/** A question prospective clients ask before working with us, answered in full and in brief. */
export const presalesFaqEntrySchema = z.object({
  id,
  topic: z.enum(presalesTopics),
  question: text,
  answer: text,
  /** Answers the question directly on its own, for places with room for a sentence or two. */
  short: shortAnswer,
  /** A plain yes or no about something visitors ask an agency that the rest of the site never says (a platform, a certification, an office). */
  policy: z.boolean().optional(),
});

export const presalesFaqSchema = z.array(presalesFaqEntrySchema).min(10, "the pre-sales FAQ answers at least 10 questions");

export type Service = z.infer<typeof serviceSchema>;
export type MoneyRange = z.infer<typeof moneyRangeSchema>;
export type Duration = z.infer<typeof durationSchema>;
export type Engagement = z.infer<typeof engagementSchema>;
export type Studio = z.infer<typeof studioSchema>;
export type Expertise = z.infer<typeof expertiseSchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Job = z.infer<typeof jobSchema>;
export type About = z.infer<typeof aboutSchema>;
export type PresalesFaqEntry = z.infer<typeof presalesFaqEntrySchema>;

export const legalDocumentSchema = z.object({
  title: text,
  summary: text,
  description: descriptionSchema,
  updatedAt: isoDate,
  sections: z
    .array(
      z.object({
        id,
        heading: text,
        paragraphs: z.array(text).min(1),
        list: z.array(text).optional(),
      }),
    )
    .min(6),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
