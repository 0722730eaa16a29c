import { z } from "zod";

const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are lowercase kebab-case");
const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD");

export const serviceSchema = z.object({
  id,
  title: text,
  tagline: text,
  summary: text,
  includes: z.array(text).min(3),
  deliverables: z.array(text).min(3),
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
  summary: text,
  challenges: z.array(text).min(3),
  solutions: z.array(text).min(3),
  serviceIds: z.array(id).min(1),
});

export const projectSchema = z.object({
  id,
  title: text,
  client: text,
  industryId: id,
  year: z.number().int().min(2015).max(2030),
  summary: text,
  problem: text,
  solution: text,
  results: z.array(text).min(2),
  technologies: z.array(text).min(3),
  liveUrl: z.url(),
  sourceUrl: z.url(),
  serviceIds: z.array(id).min(1),
});

export const articleSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text).min(1),
});

export const articleSchema = z.object({
  id,
  title: text,
  summary: text,
  author: z.object({ name: text, role: text }),
  publishedAt: isoDate,
  updatedAt: isoDate,
  tags: z.array(text).min(1),
  sections: z.array(articleSectionSchema).min(3),
  related: z.array(id).default([]),
});

export const jobSchema = z.object({
  id,
  title: text,
  location: text,
  type: z.enum(["Full-time", "Part-time", "Contract"]),
  summary: text,
  responsibilities: z.array(text).min(3),
  requirements: z.array(text).min(3),
});

export const companySchema = z.object({
  mission: text,
  story: z.array(text).min(1),
  values: z.array(z.object({ title: text, description: text })).min(3),
  team: z.array(z.object({ name: text, role: text, bio: text })).min(3),
  process: z.array(z.object({ title: text, description: text, duration: text })).min(4),
  testimonials: z.array(z.object({ quote: text, name: text, role: text, company: text })).min(3),
  faq: z.array(z.object({ question: text, answer: text })).min(4),
  stats: z.array(z.object({ value: text, label: text })).min(3),
});

export type Service = z.infer<typeof serviceSchema>;
export type Expertise = z.infer<typeof expertiseSchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Job = z.infer<typeof jobSchema>;
export type Company = z.infer<typeof companySchema>;

export const legalDocumentSchema = z.object({
  title: text,
  summary: text,
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
