"use client";

const chip =
  "rounded-full border border-ink-600 px-3 py-1.5 text-sm text-fg-muted hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink";

/** A console list's single-choice filter: toggle buttons in a labelled group, one of them always pressed. */
export function ChoiceGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button key={option.id} type="button" aria-pressed={selected === option.id} onClick={() => onSelect(option.id)} className={chip}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
