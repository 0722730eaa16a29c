/**
 * @jest-environment node
 */
import { getArticles, getJobs, getPresalesFaq, getServices } from "@/lib/content";
import type { Job } from "@/lib/content/schema";
import { absoluteUrl, companyProfile, siteInfo } from "@/lib/content/company";
import { blogPostingJsonLd, faqPageJsonLd, jobDescriptionHtml, jobPostingJsonLd, organizationJsonLd, serviceJsonLd } from "./structured-data";

const job = (id: string): Job => {
  const found = getJobs().find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no opening ${id}`);
  return found;
};

describe("organizationJsonLd", () => {
  it("gives the address in its parts", () => {
    expect(organizationJsonLd().address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "4th Floor, 21 Queen Square",
      addressLocality: "Bristol",
      postalCode: "BS1 4ND",
      addressCountry: "GB",
    });
    expect(companyProfile.address).toContain("21 Queen Square");
  });
});

describe("serviceJsonLd", () => {
  it.each(getServices().map((service) => [service.id, service] as const))("%s is identified by its own page", (id, service) => {
    const data = serviceJsonLd(service);
    expect(data.url).toBe(absoluteUrl(`/services/${id}`));
    expect(data["@id"]).toBe(absoluteUrl(`/services/${id}#service`));
  });
});

describe("a service's price information", () => {
  it.each(getServices().map((service) => [service.id, service] as const))(
    "%s offers each priced piece of work in GBP, from its typed fields",
    (id, service) => {
      const offers = serviceJsonLd(service).offers as Record<string, unknown>[];
      const priced = service.engagements.filter((work) => work.price);
      expect(offers.map((offer) => offer.name)).toEqual(priced.map((work) => work.title));
      for (const [index, offer] of offers.entries()) {
        const price = priced[index]?.price;
        expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "GBP", url: absoluteUrl(`/services/${id}#cost`) });
        const specification = offer.priceSpecification as Record<string, unknown>;
        expect(specification).toMatchObject({ "@type": "PriceSpecification", priceCurrency: "GBP", valueAddedTaxIncluded: false });
        if (price?.min === price?.max) expect([offer.price, specification.price]).toEqual([price?.min, price?.min]);
        else expect([specification.minPrice, specification.maxPrice, offer.price]).toEqual([price?.min, price?.max, undefined]);
      }
    },
  );

  it("states the marketing site's range and the audit's fixed fee as schema.org reads them", () => {
    const offersOf = (id: string) => {
      const service = getServices().find((candidate) => candidate.id === id);
      return service ? (serviceJsonLd(service).offers as Record<string, unknown>[]) : [];
    };
    expect(offersOf("web-development")[0]?.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      priceCurrency: "GBP",
      minPrice: 25000,
      maxPrice: 60000,
      valueAddedTaxIncluded: false,
    });
    expect(offersOf("devops")[0]).toMatchObject({ price: 7500, priceSpecification: { price: 7500 } });
  });
});

describe("blogPostingJsonLd", () => {
  it.each(getArticles().map((article) => [article.id, article] as const))("%s links its author to their profile on the about page", (_id, article) => {
    const author = blogPostingJsonLd(article).author as Record<string, unknown>;
    expect(author).toMatchObject({ "@type": "Person", name: article.author.name, url: absoluteUrl(`/about#${article.author.id}`) });
  });
});

describe("jobPostingJsonLd", () => {
  it.each(getJobs().map((opening) => [opening.id, opening] as const))("%s has every field a job posting needs", (id, opening) => {
    const data = jobPostingJsonLd(opening);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      url: absoluteUrl(`/career/${id}`),
      title: opening.title,
      datePosted: opening.postedAt,
      validThrough: opening.validThrough,
      identifier: { "@type": "PropertyValue", name: companyProfile.name, value: id },
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: companyProfile.name, url: siteInfo.url, logo: absoluteUrl("/icons/icon-512.png") },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "4th Floor, 21 Queen Square",
          addressLocality: "Bristol",
          postalCode: "BS1 4ND",
          addressCountry: "GB",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "GBP",
        value: { "@type": "QuantitativeValue", minValue: opening.salary.min, maxValue: opening.salary.max, unitText: "YEAR" },
      },
    });
    expect(String(data.validThrough) > String(data.datePosted)).toBe(true);
  });

  it("marks only the roles the page calls remote as remote, with the countries applicants may work from", () => {
    const remote = jobPostingJsonLd(job("devops-engineer"));
    expect(remote.jobLocationType).toBe("TELECOMMUTE");
    const countries = (remote.applicantLocationRequirements as { "@type": string; name: string }[]).map((country) => country.name);
    expect(countries).toHaveLength(28);
    expect(countries).toEqual(expect.arrayContaining(["GB", "IE", "DE", "FR", "ES", "PL"]));

    const hybrid = jobPostingJsonLd(job("senior-full-stack-engineer"));
    expect(hybrid).not.toHaveProperty("jobLocationType");
    expect(hybrid).not.toHaveProperty("applicantLocationRequirements");
    for (const opening of getJobs()) {
      expect([opening.id, "jobLocationType" in jobPostingJsonLd(opening)]).toEqual([opening.id, /remote/i.test(opening.location)]);
    }
  });

  it("describes the role in escaped HTML: summary, then what you will do and what you bring", () => {
    const opening = { ...job("product-designer"), summary: "Design <b>& research</b>", requirements: ['Say "no" kindly', "Figma", "WCAG"] };
    expect(jobDescriptionHtml(opening)).toBe(
      `<p>Design &lt;b&gt;&amp; research&lt;/b&gt;</p><h3>You will</h3><ul>${opening.responsibilities.map((line) => `<li>${line}</li>`).join("")}</ul>` +
        "<h3>You bring</h3><ul><li>Say &quot;no&quot; kindly</li><li>Figma</li><li>WCAG</li></ul>",
    );
  });
});

describe("faqPageJsonLd", () => {
  it("gives every question its full answer and the anchor it has on the FAQ page", () => {
    const faq = getPresalesFaq();
    const data = faqPageJsonLd(faq);
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", url: absoluteUrl("/faq"), inLanguage: "en-GB" });
    expect(data.mainEntity).toEqual(
      faq.map((entry) => ({
        "@type": "Question",
        "@id": absoluteUrl(`/faq#${entry.id}`),
        url: absoluteUrl(`/faq#${entry.id}`),
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    );
  });
});
