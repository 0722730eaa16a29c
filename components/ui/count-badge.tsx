/** A count on a tab or a link, for screen readers with what it counts; `atLeast` when there may be more. */
export function countBadge(count: number | null, label: string, { atLeast = false }: { atLeast?: boolean } = {}) {
  if (!count) return null;
  const more = atLeast || count > 99;
  const shown = Math.min(count, 99);
  return (
    <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-ink">
      <span aria-hidden="true">{more ? `${shown}+` : count}</span>
      <span className="sr-only">{more ? `, ${shown} or more ${label}` : `, ${count} ${label}`}</span>
    </span>
  );
}
