import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site/site-info";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/dashboard", "/community-chat", "/error"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
