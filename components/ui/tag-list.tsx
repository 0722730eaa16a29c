export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-ink-600 bg-ink-900 px-3 py-1 text-xs font-medium text-fg-muted">
          {item}
        </li>
      ))}
    </ul>
  );
}
