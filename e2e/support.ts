import type { Page } from "@playwright/test";

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

export const publicRoutes = [...staticRoutes, ...detailRoutes] as const;

/** Reports a desktop with enough cores and memory that the site keeps its full behaviour. */
export async function emulateCapableDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 8 });
    Object.defineProperty(navigator, "deviceMemory", { get: () => 8 });
  });
}

export async function emulateLowEndDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 2 });
    Object.defineProperty(navigator, "deviceMemory", { get: () => 2 });
  });
}
