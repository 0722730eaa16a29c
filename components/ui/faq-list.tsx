type Entry = { question: string; answer: string };

/** Questions that open in place; native details/summary, so it works without JavaScript. */
export function FaqList({ entries }: { entries: readonly Entry[] }) {
  return (
    <div className="divide-y divide-ink-700 rounded-(--radius-card) border border-ink-700 bg-ink-850">
      {entries.map((entry) => (
        <details key={entry.question} className="group px-6 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-fg [&::-webkit-details-marker]:hidden">
            {entry.question}
            <span aria-hidden="true" className="text-xl text-accent transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-5 text-fg-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
