import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/content/company";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/dashboard", "/community-chat", "/mentions", "/error"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
