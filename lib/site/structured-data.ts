import type { Article, TeamMember } from "@/lib/content";
import type { Engagement, Job, PresalesFaqEntry, Project, Service } from "@/lib/content/schema";
import { absoluteUrl, companyProfile, siteInfo } from "@/lib/content/company";

/** schema.org JSON-LD objects: plain data, rendered by the page that owns them. */
export type JsonLd = Record<string, unknown>;

const organizationId = absoluteUrl("/#organization");
const organizationRef = { "@id": organizationId };
const logo = absoluteUrl("/icons/icon-512.png");

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

/** Where an author's profile is: their card on the about page, until they have a page of their own. */
function authorUrl(author: Pick<TeamMember, "id">): string {
  return absoluteUrl(`/about#${author.id}`);
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
    logo,
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
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.role,
      image: absoluteUrl(article.author.avatar.src),
      url: authorUrl(article.author),
    },
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

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => htmlEscapes[character] ?? character);
const htmlList = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** The opening as its own page shows it, in the HTML search engines accept in a job posting. */
export function jobDescriptionHtml(job: Job): string {
  return [`<p>${escapeHtml(job.summary)}</p>`, `<h3>You will</h3>${htmlList(job.responsibilities)}`, `<h3>You bring</h3>${htmlList(job.requirements)}`].join(
    "",
  );
}

function jobPostingUrl(job: Pick<Job, "id">): string {
  return absoluteUrl(`/career/${job.id}`);
}

/** A JobPosting belongs on the opening's own page: search engines ignore postings listed together. */
export function jobPostingJsonLd(job: Job): JsonLd {
  const url = jobPostingUrl(job);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    "@id": `${url}#job`,
    url,
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.postedAt,
    validThrough: job.validThrough,
    identifier: { "@type": "PropertyValue", name: companyProfile.name, value: job.id },
    employmentType: employmentTypes[job.type],
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId,
      name: companyProfile.name,
      url: siteInfo.url,
      sameAs: Object.values(companyProfile.socialMedia),
      logo,
    },
    jobLocation: { "@type": "Place", address: postalAddressJsonLd() },
    ...(job.remoteCountries
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: job.remoteCountries.map((country) => ({ "@type": "Country", name: country })),
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: { "@type": "QuantitativeValue", minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
    },
    directApply: false,
  };
}

/**
 * A priced piece of work as a schema.org Offer: a fixed fee as its price, a typical range as a
 * PriceSpecification's minPrice and maxPrice, in pounds sterling.
 */
function engagementOffer(work: Engagement, url: string): JsonLd {
  const price = work.price;
  if (!price) throw new Error(`${work.id} has no price to offer`);
  const fixed = price.min === price.max;
  return {
    "@type": "Offer",
    name: work.title,
    description: `${work.covers.replace(/^\w/, (letter) => letter.toUpperCase())}. Billed as ${work.billing}.`,
    url,
    priceCurrency: "GBP",
    ...(fixed ? { price: price.min } : {}),
    priceSpecification: {
      "@type": "PriceSpecification",
      priceCurrency: "GBP",
      ...(fixed ? { price: price.min } : { minPrice: price.min, maxPrice: price.max }),
      valueAddedTaxIncluded: false,
    },
  };
}

/** The same service, under the same id, on /services and on its own page (which is its url). */
export function serviceJsonLd(service: Service): JsonLd {
  const url = absoluteUrl(`/services/${service.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    provider: organizationRef,
    areaServed: ["GB", "EU"],
    url,
    offers: service.engagements.flatMap((work) => (work.price ? [engagementOffer(work, `${url}#cost`)] : [])),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${service.title} deliverables`,
      itemListElement: service.deliverables.map((deliverable) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: deliverable } })),
    },
  };
}

/** The pre-sales FAQ as one FAQPage: each question with its full answer, at its own anchor on the page. */
export function faqPageJsonLd(entries: readonly PresalesFaqEntry[], path = "/faq"): JsonLd {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: "en-GB",
    publisher: organizationRef,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      "@id": `${url}#${entry.id}`,
      url: `${url}#${entry.id}`,
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
