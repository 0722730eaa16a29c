type CardItem = { title: string; description: string; detail?: string };

const columnClasses = {
  2: "md:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of titled cards: values, offers, team members. */
export function CardGrid({ items, columns = 2 }: { items: readonly CardItem[]; columns?: keyof typeof columnClasses }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="surface p-6">
          <h3 className="font-display text-xl font-semibold">{item.title}</h3>
          {item.detail ? <p className="text-sm font-medium text-accent">{item.detail}</p> : null}
          <p className="mt-3 text-fg-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
