import type { Metadata } from "next";
import { siteInfo } from "./site-info";

const defaultSocialImage = {
  url: "/screenshots/home.png",
  width: 1280,
  height: 800,
  alt: `${siteInfo.name}: software that ships on time and keeps working for years`,
};

type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  /** Pages that only repeat another page's content point search engines at the original. */
  canonicalPath?: string;
  noIndex?: boolean;
};

/** Every page's title, description, canonical URL and social cards, built one way. */
export function pageMetadata({ title, description, path, canonicalPath, noIndex }: PageMetadataInput): Metadata {
  const canonical = canonicalPath ?? path;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: "website",
      siteName: siteInfo.name,
      title,
      description,
      url: canonical,
      locale: "en_GB",
      images: [defaultSocialImage],
    },
    twitter: { card: "summary_large_image", title, description },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
