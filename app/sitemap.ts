import type { MetadataRoute } from "next";
import { getArticles, getIndustries, getJobs, getPrivacyPolicy, getProjects, getServices, getTermsOfUse } from "@/lib/content";
import { namedPagePaths } from "@/lib/site/navigation";
import { absoluteUrl, contentUpdatedAt } from "@/lib/content/company";

const latest = (dates: readonly string[]) => dates.reduce((max, date) => (date > max ? date : max), contentUpdatedAt);

/** Every public page, with the date its content last changed. */
export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getArticles();
  const articlesUpdated = latest(articles.map((article) => article.updatedAt));
  const pageDates: Record<string, string> = {
    "/": articlesUpdated,
    "/blog": articlesUpdated,
    "/career": latest(getJobs().map((job) => job.postedAt)),
    "/privacypolicy": getPrivacyPolicy().updatedAt,
    "/termsofuse": getTermsOfUse().updatedAt,
  };
  const entry = (path: string, lastModified: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path),
    lastModified,
    priority,
  });
  return [
    ...Object.values(namedPagePaths).map((path) => entry(path, pageDates[path] ?? contentUpdatedAt, path === "/" ? 1 : 0.8)),
    ...getServices().map((service) => entry(`/services/${service.id}`, contentUpdatedAt, 0.8)),
    ...getIndustries().map((industry) => entry(`/industry/${industry.id}`, contentUpdatedAt, 0.6)),
    ...getProjects().map((project) => entry(`/projectdetail/${project.id}`, contentUpdatedAt, 0.7)),
    ...articles.map((article) => entry(`/readarticle/${article.id}`, article.updatedAt, 0.7)),
    ...getJobs().map((job) => entry(`/career/${job.id}`, job.postedAt, 0.6)),
  ];
}
