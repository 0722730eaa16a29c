import type { Company } from "@/lib/content/schema";

export function ProcessList({ steps }: { steps: Company["process"] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="surface p-5">
          <p className="font-display text-sm font-semibold text-accent">
            Step {index + 1} · {step.duration}
          </p>
          <h3 className="mt-2 font-display text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-fg-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
