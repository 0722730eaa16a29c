import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

// No robots entry: Next already marks every 404 answer noindex, and a second tag would repeat it.
export const metadata: Metadata = { title: "Page not found" };

/**
 * The 404 inside the site's layout, which already draws the header and footer. Without it the site's
 * pages would carry the root 404, chrome and all, a second time in their payload.
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
