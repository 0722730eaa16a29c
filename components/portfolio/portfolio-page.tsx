import { CtaBand } from "@/components/marketing/cta-band";
import { PageIntro } from "@/components/ui/page-intro";
import { getIndustries, getProjects, toProjectSummary } from "@/lib/content";
import { PortfolioBrowser } from "./portfolio-browser";

export const portfolioDescription =
  "Case studies from fintech, healthcare, logistics, retail, education and energy: the problem, what we built and the measured results.";

export function PortfolioPage() {
  const projects = getProjects();
  const technologies = [...new Set(projects.flatMap((project) => project.technologies))].sort((a, b) => a.localeCompare(b));
  return (
    <>
      <PageIntro
        eyebrow="Portfolio"
        title="Case studies"
        lead="A selection of products we have designed, built and run, with the numbers that mattered to each client."
      />
      <section aria-label="Projects" className="container-page py-16">
        <PortfolioBrowser
          projects={projects.map(toProjectSummary)}
          industries={getIndustries().map(({ id, name }) => ({ id, name }))}
          technologies={technologies}
        />
      </section>
      <CtaBand title="Want results like these?" lead="Tell us where you are today and where you need to be." />
    </>
  );
}
