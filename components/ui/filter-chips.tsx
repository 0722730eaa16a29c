"use client";

type FilterChipsProps = {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The chosen value; null is "All". */
  selected: string | null;
  onSelect: (value: string | null) => void;
};

const chip =
  "rounded-full border border-ink-600 px-4 py-2 text-sm font-medium text-fg-muted transition-colors hover:border-accent/60 hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink";

/** A single-choice filter: toggle buttons in a labelled group, with "All" first. */
export function FilterChips({ label, options, selected, onSelect }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)} className={chip}>
        All
      </button>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={selected === option.value}
          onClick={() => onSelect(selected === option.value ? null : option.value)}
          className={chip}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
