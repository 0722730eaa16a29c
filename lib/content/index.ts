import fs from "node:fs";
import path from "node:path";
import { loadArticleSources, type ArticleSource } from "./articles";
import { about as aboutData } from "./data/about";
import { expertise as expertiseData } from "./data/expertise";
import { industries as industryData } from "./data/industries";
import { jobs as jobData } from "./data/jobs";
import { privacyPolicy as privacyData, termsOfUse as termsData } from "./data/legal";
import { presalesFaq as presalesData } from "./data/presales";
import { projects as projectData } from "./data/projects";
import { services as serviceData } from "./data/services";
import { assertReferences, assertUniqueIds, parseCollection, parseOne } from "./collection";
import {
  aboutSchema,
  expertiseSchema,
  industrySchema,
  jobSchema,
  legalDocumentSchema,
  presalesFaqEntrySchema,
  presalesFaqSchema,
  projectSchema,
  serviceSchema,
  type About,
  type Image,
  type Industry,
  type PresalesFaqEntry,
  type Project,
  type Service,
} from "./schema";

export type TeamMember = About["team"][number];
export type Article = Omit<ArticleSource, "author"> & { author: TeamMember };

const services = parseCollection("lib/content/data/services.ts", serviceSchema, serviceData);
const expertise = parseCollection("lib/content/data/expertise.ts", expertiseSchema, expertiseData);
const industries = parseCollection("lib/content/data/industries.ts", industrySchema, industryData);
const projects = parseCollection("lib/content/data/projects.ts", projectSchema, projectData);
const jobs = parseCollection("lib/content/data/jobs.ts", jobSchema, jobData);
const about = parseOne("lib/content/data/about.ts", aboutSchema, aboutData);
const privacyPolicy = parseOne("lib/content/data/legal.ts", legalDocumentSchema, privacyData);
const termsOfUse = parseOne("lib/content/data/legal.ts", legalDocumentSchema, termsData);
/** Each entry is checked on its own, so an error names its index; then the list as a whole. */
const presalesFaq = parseOne(
  "lib/content/data/presales.ts",
  presalesFaqSchema,
  parseCollection("lib/content/data/presales.ts", presalesFaqEntrySchema, presalesData),
);

function assertImage(file: string, field: string, image: Image): void {
  if (!fs.existsSync(path.join(/* turbopackIgnore: true */ process.cwd(), "public", image.src))) {
    throw new Error(`Invalid content in ${file}: ${field}.src: public${image.src} does not exist`);
  }
}

const teamById = new Map(about.team.map((member) => [member.id, member]));
const articles: Article[] = loadArticleSources()
  .map((source) => {
    const author = teamById.get(source.author);
    if (!author) throw new Error(`Invalid content in ${source.file}: author: unknown team member "${source.author}"`);
    return { ...source, author };
  })
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));

const serviceIds = new Set(services.map((service) => service.id));
const industryIds = new Set(industries.map((industry) => industry.id));
const articleIds = new Set(articles.map((article) => article.id));

assertUniqueIds("lib/content/data/services.ts", services);
assertUniqueIds("lib/content/data/expertise.ts", expertise);
assertUniqueIds("lib/content/data/industries.ts", industries);
assertUniqueIds("lib/content/data/projects.ts", projects);
assertUniqueIds("lib/content/data/jobs.ts", jobs);
assertUniqueIds("lib/content/data/about.ts", about.team);
assertUniqueIds("lib/content/data/presales.ts", presalesFaq);
for (const industry of industries) {
  assertReferences("lib/content/data/industries.ts", `${industry.id}.serviceIds`, industry.serviceIds, serviceIds);
}
for (const project of projects) {
  assertReferences("lib/content/data/projects.ts", `${project.id}.industryId`, [project.industryId], industryIds);
  assertReferences("lib/content/data/projects.ts", `${project.id}.serviceIds`, project.serviceIds, serviceIds);
  assertImage("lib/content/data/projects.ts", `${project.id}.screenshot`, project.screenshot);
}
for (const member of about.team) assertImage("lib/content/data/about.ts", `team.${member.id}.avatar`, member.avatar);
for (const article of articles) {
  assertReferences(article.file, "related", article.related, articleIds);
  assertImage(article.file, "cover", article.cover);
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
export const getJob = (id: string) => jobs.find((job) => job.id === id);
export const getAbout = () => about;
export const getPrivacyPolicy = () => privacyPolicy;
export const getTermsOfUse = () => termsOfUse;
export const getPresalesFaq = (): readonly PresalesFaqEntry[] => presalesFaq;

export function projectsForIndustry(industryId: string): Project[] {
  return projects.filter((project) => project.industryId === industryId);
}

export function projectsForService(serviceId: string): Project[] {
  return projects.filter((project) => project.serviceIds.includes(serviceId));
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

export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Where the RSS feed of one tag's articles is served. */
export function tagFeedPath(tag: string): string {
  return `/feed/tags/${tagSlug(tag)}.xml`;
}

/** Every tag with its articles, most used first. */
export function getTags(): { tag: string; slug: string; articles: Article[] }[] {
  const tags = [...new Set(articles.flatMap((article) => article.tags))];
  return tags
    .map((tag) => ({ tag, slug: tagSlug(tag), articles: articles.filter((article) => article.tags.includes(tag)) }))
    .sort((a, b) => b.articles.length - a.articles.length || a.tag.localeCompare(b.tag));
}

/** The fields a card or a client-side filter needs: no bodies, nothing server-only. */
export type ArticleSummary = Pick<Article, "id" | "title" | "summary" | "tags" | "publishedAt" | "readingMinutes" | "cover"> & {
  author: Pick<TeamMember, "name" | "role" | "avatar">;
};

export function toArticleSummary(article: Article): ArticleSummary {
  const { id, title, summary, tags, publishedAt, readingMinutes, cover, author } = article;
  return { id, title, summary, tags, publishedAt, readingMinutes, cover, author: { name: author.name, role: author.role, avatar: author.avatar } };
}

export type ProjectSummary = Pick<Project, "id" | "title" | "client" | "industryId" | "summary" | "technologies" | "screenshot"> & {
  industry: string;
  headline: string;
};

export function toProjectSummary(project: Project): ProjectSummary {
  const { id, title, client, industryId, summary, technologies, screenshot, results } = project;
  return { id, title, client, industryId, summary, technologies, screenshot, industry: industryName(industryId), headline: results[0] ?? "" };
}
