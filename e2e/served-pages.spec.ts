import { expect, test } from "@playwright/test";
import { getServices } from "../lib/content";
import { daysAMonth, poundsCompact, spanCompact } from "../lib/content/figures";
import { allPublicRoutes, consoleRoutes, memberRoutes, missingRoutes } from "./support";
import { expectEveryPage, pathOf, servedPages, statusOf, type ServedPage } from "./served-pages";

// What every page says before any script runs, read over plain HTTP: one request per page serves every
// check here, and each check reports every page that fails it at once.

const everyResponse = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? "";

/** Whether an element is a landmark of the whole page (banner, contentinfo): not inside a sectioning element. */
const topLevel = (element: Element) => element.parentElement?.closest("article, aside, main, nav, section") === null;

// A ?tab= named after what every object inherits is no old console tab: the dashboard answers itself (200),
// not a redirect to whatever that name finds on an object.
const inheritedTabs = ["constructor", "__proto__", "toString"].map((tab) => `/dashboard?tab=${tab}`);
const mapped = [...allPublicRoutes, ...memberRoutes, ...consoleRoutes, "/dashboard?tab=help", ...inheritedTabs];

test("every page answers 200 with one heading of its own and a title, and titles differ from page to page", async ({ request }) => {
  const pages = await servedPages(request, mapped);
  await expectEveryPage(pages, ({ status, document }) => {
    const headings = [...document.querySelectorAll("h1")];
    return [
      ...(status === 200 ? [] : [`answers ${status}`]),
      ...(headings.length === 1 ? [] : [`has ${headings.length} level-one headings`]),
      ...(headings.length === 1 && text(headings[0]) === "" ? ["has an empty level-one heading"] : []),
      ...(/\S/.test(document.title) ? [] : ["has no title"]),
    ];
  });
  const titles = new Map(pages.map((page) => [page.path, page.document.title]));
  const general = ["/", "/about", "/services", "/career", "/blog", "/contact"].map((path) => titles.get(path));
  expect(new Set(general).size, `titles: ${general.join(" | ")}`).toBe(6);
});

test("every missing address is a 404 with the not-found page inside the site's header and footer", async ({ request }) => {
  await expectEveryPage(await servedPages(request, missingRoutes), ({ status, document }) => [
    ...(status === 404 ? [] : [`answers ${status}`]),
    ...([...document.querySelectorAll("h1")].map(text).join(" | ") === "We couldn't find that page"
      ? []
      : ["has no single 'We couldn't find that page' heading"]),
    ...([...document.querySelectorAll("header")].some(topLevel) ? [] : ["has no site header"]),
    ...([...document.querySelectorAll("footer")].some(topLevel) ? [] : ["has no site footer"]),
  ]);
});

test("every page and every 404 carries every security header and a policy that frames and embeds nothing", async ({ request }) => {
  await expectEveryPage(await servedPages(request, [...allPublicRoutes, ...memberRoutes, ...consoleRoutes, ...missingRoutes]), ({ headers }) => {
    const policy = new Map(
      (headers["content-security-policy"] ?? "")
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name = "", ...values]) => [name, values.join(" ")]),
    );
    return [
      ...Object.entries(everyResponse).flatMap(([name, value]) => (headers[name] === value ? [] : [`${name} is ${JSON.stringify(headers[name])}`])),
      ...(headers["x-powered-by"] === undefined ? [] : ["sends X-Powered-By"]),
      ...(policy.get("frame-ancestors") === "'none'" ? [] : ["policy lets the page be framed"]),
      ...(policy.get("object-src") === "'none'" ? [] : ["policy allows plugins"]),
      ...(/'unsafe-eval'|'unsafe-inline'/.test(policy.get("script-src") ?? "'unsafe-inline'") ? ["policy lets scripts run from strings or inline"] : []),
    ];
  });
});

const expectedTypes: [RegExp, string[]][] = [
  [/^\/readarticle\/.+/, ["BlogPosting", "BreadcrumbList"]],
  [/^\/projectdetail\/.+/, ["CreativeWork", "BreadcrumbList"]],
  [/^\/services\/.+/, ["Service", "BreadcrumbList"]],
  [/^\/industry\/.+/, ["BreadcrumbList"]],
  [/^\/services$/, ["Service"]],
  [/^\/faq$/, ["FAQPage"]],
  [/^\/career\/.+/, ["JobPosting", "BreadcrumbList"]],
];

/** The problems with a page's search and sharing metadata, its card image and its structured data. */
async function metadataProblems(request: Parameters<typeof statusOf>[0], { path, document }: ServedPage): Promise<string[]> {
  const problems: string[] = [];
  const head = document.head;
  const attribute = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name) ?? null;
  if (!/\S/.test(document.title)) problems.push("no title");
  // Written for the page and shown whole in search results: at most 160 characters, never cut mid-sentence.
  const description = attribute('meta[name="description"]', "content");
  if (!/^(?=.{50,160}$).*[.!?]$/.test(description ?? "")) problems.push(`description ${JSON.stringify(description)}`);
  if (!/^https?:\/\//.test(attribute('link[rel="canonical"]', "href") ?? "")) problems.push("no absolute canonical URL");
  if (attribute('meta[name="twitter:card"]', "content") !== "summary_large_image") problems.push("no large Twitter card");
  const image = attribute('meta[property="og:image"]', "content");
  if (!image) problems.push("no share image");
  else {
    const card = await statusOf(request, pathOf(image));
    if (card.status !== 200 || card.contentType !== "image/png") problems.push(`share image ${image} answers ${card.status} ${card.contentType}`);
  }

  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? "");
  const items = blocks.flatMap((block) => {
    try {
      const parsed: unknown = JSON.parse(block);
      return (Array.isArray(parsed) ? parsed : [parsed]) as { "@context"?: string; "@type"?: string }[];
    } catch {
      problems.push(`JSON-LD that does not parse: ${block.slice(0, 80)}`);
      return [];
    }
  });
  for (const item of items) if (item["@context"] !== "https://schema.org") problems.push(`JSON-LD ${item["@type"]} has context ${item["@context"]}`);
  const types = items.map((item) => item["@type"]);
  const required = ["Organization", ...expectedTypes.flatMap(([pattern, names]) => (pattern.test(path) ? names : []))];
  for (const type of required) if (!types.includes(type)) problems.push(`no ${type} in JSON-LD`);
  const linked = new Set(
    blocks.flatMap((block) =>
      [...block.matchAll(/"(?:url|item|mainEntityOfPage)":"(https?:[^"]+)"/g)].map((match) => pathOf(match[1] ?? "").replace(/#.*$/, "")),
    ),
  );
  for (const href of linked) {
    const { status } = await statusOf(request, href);
    if (status !== 200) problems.push(`JSON-LD links ${href}, which answers ${status}`);
  }
  return problems;
}

// /error is a noindex utility page, deliberately without canonical or share card.
test("every public page has a title, description, canonical URL, social cards and valid JSON-LD whose links answer", async ({ request }) => {
  const pages = await servedPages(
    request,
    allPublicRoutes.filter((route) => route !== "/error"),
  );
  await expectEveryPage(pages, (page) => metadataProblems(request, page));
});

test("ids are URL-encoded in links", async ({ request }) => {
  const [portfolio] = await servedPages(request, ["/portfolio"]);
  const hrefs = [...(portfolio?.document.querySelectorAll('a[href^="/projectdetail/"]') ?? [])].map((link) => link.getAttribute("href") ?? "");
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) expect(href).toBe(`/projectdetail/${encodeURIComponent(decodeURIComponent(href.slice(15)))}`);
});

test("each service page shows its cost and timeline, and offers its prices in JSON-LD, from the typed fields", async ({ request }) => {
  const services = getServices();
  const pages = await servedPages(
    request,
    services.map((service) => `/services/${service.id}`),
  );
  await expectEveryPage(pages, ({ path, document }) => {
    const service = services.find((candidate) => path === `/services/${candidate.id}`);
    if (!service) return [`no service for ${path}`];
    const problems: string[] = [];
    const block = document.querySelector("#cost");
    if (!block) return ["no #cost block"];
    for (const work of service.engagements) {
      const card = block.querySelector(`[data-engagement="${work.id}"]`);
      const figure = (name: string) => card?.querySelector(`[data-figure="${name}"]`)?.textContent ?? "";
      if (!card) problems.push(`no card for ${work.id}`);
      if (work.price && figure("price") !== poundsCompact(work.price))
        problems.push(`${work.id} shows "${figure("price")}", its field says ${poundsCompact(work.price)}`);
      if (work.duration && figure("duration") !== spanCompact(work.duration))
        problems.push(`${work.id} shows "${figure("duration")}", its field says ${spanCompact(work.duration)}`);
      if (work.daysPerMonth && figure("days") !== daysAMonth(work.daysPerMonth))
        problems.push(`${work.id} shows "${figure("days")}", its field says ${daysAMonth(work.daysPerMonth)}`);
    }
    const offers =
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map(
          (script) =>
            JSON.parse(script.textContent ?? "{}") as {
              "@type"?: string;
              offers?: { name: string; priceSpecification: { minPrice?: number; maxPrice?: number; price?: number } }[];
            },
        )
        .find((item) => item["@type"] === "Service")?.offers ?? [];
    for (const work of service.engagements.filter((candidate) => candidate.price)) {
      const offer = offers.find((candidate) => candidate.name === work.title)?.priceSpecification;
      const range = [offer?.minPrice ?? offer?.price, offer?.maxPrice ?? offer?.price];
      if (range[0] !== work.price?.min || range[1] !== work.price?.max) problems.push(`${work.id}'s offer says ${range.join("-")}`);
    }
    return problems;
  });
  // The figure a visitor reads on the Web Development page, written out: the test fails if the field changes and the page does not.
  const [web] = await servedPages(request, ["/services/web-development"]);
  expect(web?.document.querySelector('#cost [data-engagement="marketing-site"] [data-figure="price"]')?.textContent).toBe("£25,000–£60,000");
});
