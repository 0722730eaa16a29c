import { articles as articleData } from "./data/articles";
import { company as companyData } from "./data/company";
import { expertise as expertiseData } from "./data/expertise";
import { industries as industryData } from "./data/industries";
import { jobs as jobData } from "./data/jobs";
import { privacyPolicy as privacyData, termsOfUse as termsData } from "./data/legal";
import { projects as projectData } from "./data/projects";
import { services as serviceData } from "./data/services";
import { assertReferences, assertUniqueIds, parseCollection, parseOne } from "./collection";
import {
  articleSchema,
  companySchema,
  expertiseSchema,
  industrySchema,
  jobSchema,
  legalDocumentSchema,
  projectSchema,
  serviceSchema,
  type Article,
  type Industry,
  type Project,
  type Service,
} from "./schema";

const services = parseCollection("lib/content/data/services.ts", serviceSchema, serviceData);
const expertise = parseCollection("lib/content/data/expertise.ts", expertiseSchema, expertiseData);
const industries = parseCollection("lib/content/data/industries.ts", industrySchema, industryData);
const projects = parseCollection("lib/content/data/projects.ts", projectSchema, projectData);
const articles = parseCollection("lib/content/data/articles.ts", articleSchema, articleData).sort((a, b) =>
  b.publishedAt.localeCompare(a.publishedAt),
);
const jobs = parseCollection("lib/content/data/jobs.ts", jobSchema, jobData);
const company = parseOne("lib/content/data/company.ts", companySchema, companyData);
const privacyPolicy = parseOne("lib/content/data/legal.ts", legalDocumentSchema, privacyData);
const termsOfUse = parseOne("lib/content/data/legal.ts", legalDocumentSchema, termsData);

const serviceIds = new Set(services.map((service) => service.id));
const industryIds = new Set(industries.map((industry) => industry.id));
const articleIds = new Set(articles.map((article) => article.id));

assertUniqueIds("lib/content/data/services.ts", services);
assertUniqueIds("lib/content/data/expertise.ts", expertise);
assertUniqueIds("lib/content/data/industries.ts", industries);
assertUniqueIds("lib/content/data/projects.ts", projects);
assertUniqueIds("lib/content/data/articles.ts", articles);
assertUniqueIds("lib/content/data/jobs.ts", jobs);
for (const industry of industries) {
  assertReferences("lib/content/data/industries.ts", `${industry.id}.serviceIds`, industry.serviceIds, serviceIds);
}
for (const project of projects) {
  assertReferences("lib/content/data/projects.ts", `${project.id}.industryId`, [project.industryId], industryIds);
  assertReferences("lib/content/data/projects.ts", `${project.id}.serviceIds`, project.serviceIds, serviceIds);
}
for (const article of articles) {
  assertReferences("lib/content/data/articles.ts", `${article.id}.related`, article.related, articleIds);
}

const WORDS_PER_MINUTE = 220;

export function articleWordCount(article: Article): number {
  const text = [article.summary, ...article.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(article: Article): number {
  return Math.max(1, Math.round(articleWordCount(article) / WORDS_PER_MINUTE));
}

export const getServices = (): readonly Service[] => services;
export const getService = (id: string): Service | undefined => services.find((service) => service.id === id);
export const getExpertise = () => expertise;
export const getIndustries = (): readonly Industry[] => industries;
export const getIndustry = (id: string): Industry | undefined => industries.find((industry) => industry.id === id);
export const getProjects = (): readonly Project[] => projects;
export const getProject = (id: string): Project | undefined => projects.find((project) => project.id === id);
export const getArticles = (): readonly Article[] => articles;
export const getArticle = (id: string): Article | undefined => articles.find((article) => article.id === id);
export const getJobs = () => jobs;
export const getCompany = () => company;
export const getPrivacyPolicy = () => privacyPolicy;
export const getTermsOfUse = () => termsOfUse;

export function projectsForIndustry(industryId: string): Project[] {
  return projects.filter((project) => project.industryId === industryId);
}

/** Explicit related articles first, then the ones sharing the most tags, newest first on ties. */
export function relatedArticles(article: Article, limit = 3): Article[] {
  const explicit = article.related.flatMap((id) => articles.filter((candidate) => candidate.id === id));
  const byTags = articles
    .filter((candidate) => candidate.id !== article.id && !article.related.includes(candidate.id))
    .map((candidate) => ({ candidate, shared: candidate.tags.filter((tag) => article.tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map(({ candidate }) => candidate);
  return [...explicit, ...byTags].slice(0, limit);
}

export function industryName(id: string): string {
  return getIndustry(id)?.name ?? id;
}
