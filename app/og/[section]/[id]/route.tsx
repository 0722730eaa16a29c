import { socialImage } from "@/components/seo/social-image";
import { formatDate } from "@/components/ui/format-date";
import { getArticles, getProjects, getServices, industryName } from "@/lib/content";

/** Share cards for articles, case studies and services, drawn at build time: /og/{section}/{id}. */
const cards = {
  readarticle: () =>
    getArticles().map((article) => ({
      id: article.id,
      eyebrow: article.tags.join(" · "),
      title: article.title,
      detail: `${article.author.name} · ${formatDate(article.publishedAt)} · ${article.readingMinutes} min read`,
    })),
  projectdetail: () =>
    getProjects().map((project) => ({
      id: project.id,
      eyebrow: `Case study · ${industryName(project.industryId)}`,
      title: project.title,
      detail: `${project.client}: ${project.results[0] ?? project.summary}`,
    })),
  services: () => getServices().map((service) => ({ id: service.id, eyebrow: "Service", title: service.title, detail: service.tagline })),
};

type Section = keyof typeof cards;
const isSection = (value: string): value is Section => Object.hasOwn(cards, value);

export function generateStaticParams() {
  return (Object.keys(cards) as Section[]).flatMap((section) => cards[section]().map(({ id }) => ({ section, id })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ section: string; id: string }> }) {
  const { section, id } = await params;
  const card = isSection(section) ? cards[section]().find((candidate) => candidate.id === id) : undefined;
  if (!card) return Response.json({ error: "No share image has that name." }, { status: 404 });
  return socialImage(card);
}
