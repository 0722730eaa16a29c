import type { Page } from "@playwright/test";
import { getArticles, getIndustries, getProjects, getServices } from "../lib/content";

export const staticRoutes = [
  "/",
  "/about",
  "/services",
  "/ourexpertise",
  "/portfolio",
  "/projectdetail",
  "/career",
  "/community",
  "/blog",
  "/readarticle",
  "/contact",
  "/privacypolicy",
  "/termsofuse",
  "/error",
] as const;

export const detailRoutes = [
  "/industry/fintech",
  "/projectdetail/fernleigh-invoice-finance-portal",
  "/readarticle/zero-downtime-deployments",
] as const;

export const memberRoutes = ["/dashboard", "/community-chat"] as const;

/** Every page generated from content: each service, industry, case study and article. */
export const contentRoutes: readonly string[] = [
  ...getServices().map((service) => `/services/${service.id}`),
  ...getIndustries().map((industry) => `/industry/${industry.id}`),
  ...getProjects().map((project) => `/projectdetail/${project.id}`),
  ...getArticles().map((article) => `/readarticle/${article.id}`),
];

export const publicRoutes = [...staticRoutes, ...detailRoutes] as const;

/** Every public page, content pages included. */
export const allPublicRoutes: readonly string[] = [...staticRoutes, ...contentRoutes];

/**
 * Reports a desktop with enough cores, memory and bandwidth that the site keeps its full behaviour.
 * (Chromium's own bandwidth estimate on an idle machine hovers around the 1.5 Mb/s "slow" line.)
 */
export async function emulateCapableDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 8 });
    Object.defineProperty(navigator, "deviceMemory", { get: () => 8 });
    const info = (window as unknown as { NetworkInformation?: { prototype: object } }).NetworkInformation;
    if (info) {
      Object.defineProperty(info.prototype, "downlink", { get: () => 10 });
      Object.defineProperty(info.prototype, "effectiveType", { get: () => "4g" });
    }
  });
}

export async function emulateLowEndDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 2 });
    Object.defineProperty(navigator, "deviceMemory", { get: () => 2 });
  });
}
