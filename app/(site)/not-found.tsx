import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

/**
 * The 404 inside the site's layout, which already draws the header and footer. Without it the site's
 * pages would carry the root 404, chrome and all, a second time in their payload.
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
