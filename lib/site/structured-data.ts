import type { Article } from "@/lib/content";
import type { Job, Project, Service } from "@/lib/content/schema";
import { companyProfile } from "./company";
import { absoluteUrl, siteInfo } from "./site-info";

/** schema.org JSON-LD objects: plain data, rendered by the page that owns them. */
export type JsonLd = Record<string, unknown>;

const organizationId = absoluteUrl("/#organization");
const organizationRef = { "@id": organizationId };

function postalAddressJsonLd(): JsonLd {
  const { streetAddress, addressLocality, addressRegion, postalCode, addressCountry } = companyProfile.postalAddress;
  return {
    "@type": "PostalAddress",
    streetAddress,
    addressLocality,
    ...(addressRegion ? { addressRegion } : {}),
    postalCode,
    addressCountry,
  };
}

export function organizationJsonLd(): JsonLd {
  const { socialMedia } = companyProfile;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: companyProfile.name,
    legalName: companyProfile.fullName,
    url: siteInfo.url,
    logo: absoluteUrl("/icons/icon-512.png"),
    description: siteInfo.description,
    email: companyProfile.email,
    telephone: companyProfile.phone,
    address: postalAddressJsonLd(),
    sameAs: Object.values(socialMedia),
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function blogPostingJsonLd(article: Article): JsonLd {
  const url = absoluteUrl(`/readarticle/${article.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(`/og/readarticle/${article.id}`), absoluteUrl(article.cover.src)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role, image: absoluteUrl(article.author.avatar.src) },
    publisher: organizationRef,
    keywords: article.tags.join(", "),
    wordCount: article.words,
    timeRequired: `PT${article.readingMinutes}M`,
    inLanguage: "en-GB",
  };
}

export function creativeWorkJsonLd(project: Project, industry: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": absoluteUrl(`/projectdetail/${project.id}#work`),
    name: project.title,
    headline: project.title,
    abstract: project.summary,
    url: absoluteUrl(`/projectdetail/${project.id}`),
    image: absoluteUrl(project.screenshot.src),
    dateCreated: String(project.year),
    about: industry,
    keywords: project.technologies.join(", "),
    creator: organizationRef,
    sourceOrganization: { "@type": "Organization", name: project.client },
    sameAs: [project.liveUrl, project.sourceUrl],
  };
}

const employmentTypes: Record<Job["type"], string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Contract: "CONTRACTOR" };

export function jobPostingJsonLd(job: Job): JsonLd {
  const remote = /remote/i.test(job.location);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.summary}</p><ul>${[...job.responsibilities, ...job.requirements].map((line) => `<li>${line}</li>`).join("")}</ul>`,
    datePosted: job.postedAt,
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: companyProfile.name, sameAs: siteInfo.url, logo: absoluteUrl("/icons/icon-512.png") },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Bristol", addressCountry: "GB" } },
    ...(remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "United Kingdom" } } : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: { "@type": "QuantitativeValue", minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
    },
    directApply: false,
    url: absoluteUrl(`/career#${job.id}`),
  };
}

export function serviceJsonLd(service: Service): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": absoluteUrl(`/services#${service.id}`),
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    provider: organizationRef,
    areaServed: ["GB", "EU"],
    url: absoluteUrl(`/services#${service.id}`),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${service.title} deliverables`,
      itemListElement: service.deliverables.map((deliverable) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: deliverable } })),
    },
  };
}
