import type { Metadata } from "next";
import { PortfolioPage, portfolioDescription } from "@/components/portfolio/portfolio-page";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Portfolio",
  description: portfolioDescription,
  path: "/projectdetail",
  canonicalPath: "/portfolio",
});

export default PortfolioPage;
