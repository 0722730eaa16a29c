import { ButtonLink } from "@/components/ui/button";

/** The two next steps offered wherever a visitor might be ready to talk. */
export function ProjectActions({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <ButtonLink href="/contact" size="lg">
        Start a project
      </ButtonLink>
      <ButtonLink href="/portfolio" size="lg" variant="secondary">
        See our work
      </ButtonLink>
    </div>
  );
}
