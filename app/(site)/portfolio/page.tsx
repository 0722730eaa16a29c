import type { Metadata } from "next";
import { PortfolioPage, portfolioDescription } from "@/components/portfolio/portfolio-page";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({ title: "Portfolio", description: portfolioDescription, path: "/portfolio" });

export default PortfolioPage;
