import "@/lib/validation/jitless";
import { z } from "zod";
import { companyProfile } from "./company";

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
